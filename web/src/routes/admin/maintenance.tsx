import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page/page';
import { CleanActions } from '../../features/admin/components/maintenance/clean-actions';
import { MaintenanceSummaryList } from '../../features/admin/components/maintenance/maintenance-summary';
import { StorageTable } from '../../features/admin/components/maintenance/storage-table';

/** §8.6 `/admin/maintenance`: the data folder's sizes and the clean-ups. */
export function Component() {
  const { t } = useTranslation();
  const section = (title: string, body: ReactNode) => (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );
  return (
    <Page title={t('admin.maintenance.title')} subtitle={t('admin.maintenance.subtitle')} width="medium">
      <Stack spacing={3}>
        {section(t('admin.maintenance.summary'), <MaintenanceSummaryList />)}
        {section(t('admin.maintenance.storage.title'), <StorageTable />)}
        {section(t('admin.maintenance.actions.title'), <CleanActions />)}
      </Stack>
    </Page>
  );
}
