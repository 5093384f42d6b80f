import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useInRouterContext, useLocation } from 'react-router';
import { NOTIFICATION_AUTO_HIDE_MS, NOTIFICATION_WITH_LINK_AUTO_HIDE_MS } from '../../../config/constants';
import {
  dismissNotification,
  dismissStaleErrors,
  getCurrentNotification,
  subscribeNotifications,
} from '../../../lib/notifications/notifications-store';

/** Closes an error when the user moves to another page: it described the page they left. */
function DismissErrorsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissStaleErrors();
  }, [pathname]);
  return null;
}

/**
 * The alert snackbar: top centre, one at a time, hides itself after two seconds (six with a link or an action, such
 * as undo). An error closes
 * on navigation (and, through the API client, when a later change succeeds).
 */
export function Notifications() {
  const inRouter = useInRouterContext();
  return (
    <>
      {inRouter ? <DismissErrorsOnNavigation /> : null}
      <CurrentNotification inRouter={inRouter} />
    </>
  );
}

function CurrentNotification({ inRouter }: { inRouter: boolean }) {
  const { t } = useTranslation();
  const notification = useSyncExternalStore(subscribeNotifications, getCurrentNotification, getCurrentNotification);
  if (!notification) return null;
  const close = () => dismissNotification(notification.id);
  // In a portal of its own, added when it shows: an open dialog hides the rest of the page from
  // assistive technology, but not an alert that came after it (a failed save in that dialog).
  return (
    <Portal key={notification.id}>
      <Snackbar
        open
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        autoHideDuration={notification.link || notification.action ? NOTIFICATION_WITH_LINK_AUTO_HIDE_MS : NOTIFICATION_AUTO_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
      >
        <Alert
          severity={notification.type}
          variant="filled"
          onClose={close}
          slotProps={{ closeButton: { title: t('common.actions.close'), 'aria-label': t('common.actions.close') } }}
          sx={{ width: '100%', whiteSpace: 'pre-line' }}
        >
          {notification.message}
          {notification.link ? (
            <>
              {' '}
              {inRouter ? (
                <MuiLink component={RouterLink} to={notification.link.href} color="inherit" onClick={close}>
                  {notification.link.label}
                </MuiLink>
              ) : (
                <MuiLink href={notification.link.href} color="inherit">
                  {notification.link.label}
                </MuiLink>
              )}
            </>
          ) : null}
          {notification.action ? (
            <>
              {' '}
              <Button
                size="small"
                color="inherit"
                variant="outlined"
                sx={{ ml: 1, py: 0 }}
                onClick={() => {
                  close();
                  notification.action?.onAction();
                }}
              >
                {notification.action.label}
              </Button>
            </>
          ) : null}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
