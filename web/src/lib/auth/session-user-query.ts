import { queryOptions } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../api/users/get-current-user';
import { readOfflineUser } from './offline-session';

/**
 * The session's user query for a stored token: what AuthProvider reads and what the boot starts
 * fetching before the first render. Offline, it starts with the user last loaded, stale at once
 * so that it is fetched again when the network is back.
 */
export function sessionUserQueryOptions(token: string | null) {
  return queryOptions({
    ...currentUserQueryOptions(),
    enabled: token !== null,
    initialData: () => readOfflineUser(token),
    initialDataUpdatedAt: 0,
  });
}
