import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startShoppingSync } from '../../api/shopping-lists/sync';
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
  const signedIn = status === 'authenticated';
  // Shopping-list changes made offline are sent from any page, at start and when back online.
  useEffect(() => (signedIn ? startShoppingSync(queryClient) : undefined), [signedIn, queryClient]);
  useLiveEvents(status === 'authenticated' && user ? user.id : null, {
    onEvent: (event) => void refreshForEvent(queryClient, event),
    onResync: () => void refreshAfterGap(queryClient),
    onUnauthorized: () => void refetchUser(),
  });
  return null;
}
