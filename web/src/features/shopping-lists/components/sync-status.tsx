import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** §4.2 offline banner: says that the list is offline and how many changes wait to be sent. */
export function SyncStatus({ online, sendFailed, pendingCount }: { online: boolean; sendFailed: boolean; pendingCount: number }) {
  const { t } = useTranslation();
  if (online && !sendFailed) return null;
  return (
    <Alert severity="warning" role="status" aria-label={t('shopping.sync.label')} sx={{ mb: 2 }}>
      {online ? t('shopping.sync.cannotReach') : t('shopping.sync.offline')}{' '}
      {pendingCount > 0 ? t('shopping.sync.waiting', { count: pendingCount }) : t('shopping.sync.nothingWaiting')}
    </Alert>
  );
}
