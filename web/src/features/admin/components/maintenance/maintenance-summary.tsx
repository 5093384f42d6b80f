import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMaintenanceSummary } from '../../../../api/admin/get-maintenance-summary';
import { PageLoader } from '../../../../components/ui/page-loader/page-loader';
import { SummaryList } from '../../../../components/ui/summary-list/summary-list';

/** §8.6 the data folder's size, and how much the clean-ups below would remove. */
export function MaintenanceSummaryList() {
  const { t } = useTranslation();
  const summary = useMaintenanceSummary();
  if (summary.isError) return <Typography color="error">{t('admin.maintenance.loadFailed')}</Typography>;
  if (!summary.data) return <PageLoader />;
  return (
    <SummaryList
      label={t('admin.maintenance.summary')}
      items={[
        { label: t('admin.maintenance.dataDirSize'), value: summary.data.dataDirSize },
        { label: t('admin.maintenance.cleanableImages'), value: String(summary.data.cleanableImages) },
        { label: t('admin.maintenance.cleanableDirs'), value: String(summary.data.cleanableDirs) },
      ]}
    />
  );
}
