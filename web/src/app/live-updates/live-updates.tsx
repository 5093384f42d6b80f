import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context';
import { useLiveEvents } from '../../lib/live-events/use-live-events';
import { refreshAfterGap, refreshForEvent } from './refresh-for-event';

/**
 * One live event stream per signed-in session: what another device or member changes shows up
 * on this one without a reload. Closed on sign-out; a 401 from the stream asks the session to
 * check itself (an expired one then signs out as usual).
 */
export function LiveUpdates() {
  const { status, user, refetchUser } = useAuth();
  const queryClient = useQueryClient();
  useLiveEvents(status === 'authenticated' && user ? user.id : null, {
    onEvent: (event) => void refreshForEvent(queryClient, event),
    onResync: () => void refreshAfterGap(queryClient),
    onUnauthorized: () => void refetchUser(),
  });
  return null;
}
