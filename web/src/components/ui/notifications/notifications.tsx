import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTO_HIDE_MS } from '../../../config/constants';
import { dismissNotification, getCurrentNotification, subscribeNotifications } from '../../../lib/notifications/notifications-store';

/** The alert snackbar: top centre, one at a time, hides itself after two seconds. */
export function Notifications() {
  const { t } = useTranslation();
  const notification = useSyncExternalStore(subscribeNotifications, getCurrentNotification, getCurrentNotification);
  if (!notification) return null;
  const close = () => dismissNotification(notification.id);
  return (
    <Snackbar
      key={notification.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTIFICATION_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        severity={notification.type}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { title: t('common.actions.close'), 'aria-label': t('common.actions.close') } }}
        sx={{ width: '100%' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
