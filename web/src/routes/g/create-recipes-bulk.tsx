import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BulkImportForm } from '../../features/recipe-import/components/bulk-import-form';
import { ImportPage } from '../../features/recipe-import/components/import-page';
import { ReportTable } from '../../features/reports/components/report-table';

/** `/g/:groupSlug/r/create/bulk`: many addresses in the background, and the reports of past runs. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ImportPage method="bulk">
      {() => (
        <>
          <BulkImportForm />
          <Typography variant="h6" component="h2" sx={{ mt: 5, mb: 1 }}>
            {t('recipeImport.bulk.reports')}
          </Typography>
          <ReportTable category="bulk_import" />
        </>
      )}
    </ImportPage>
  );
}
