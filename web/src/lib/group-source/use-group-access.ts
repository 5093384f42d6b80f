import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import { useAuth } from '../auth/auth-context';
import type { GroupSource } from './group-source';

export type GroupAccess =
  | { status: 'loading' }
  | { status: 'ready'; source: GroupSource }
  /** The viewer is not a member and the group is private or does not exist: nothing may show. */
  | { status: 'unavailable' }
  /** The server could not be asked (offline, 5xx): neither access nor its absence is known. */
  | { status: 'failed' };

/** Any explore page answers 404 for a private or unknown group; the smallest one tells which. */
export function publicGroupQueryOptions(groupSlug: string) {
  return queryOptions({
    queryKey: ['explore', groupSlug, 'group'],
    queryFn: async () => {
      const params = { params: { path: { groupSlug }, query: { perPage: 1 } } };
      unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/households', params));
      return true;
    },
  });
}

/**
 * How the viewer may read the group at `groupSlug`: a member through the signed-in API, anyone else
 * through the explore API when the group is public (screens.md §1.2).
 */
export function useGroupAccess(groupSlug: string): GroupAccess {
  const { status, user } = useAuth();
  const member = user !== null && user.groupSlug === groupSlug;
  const probe = useQuery({ ...publicGroupQueryOptions(groupSlug), enabled: status !== 'loading' && !member && groupSlug !== '' });
  if (status === 'loading') return { status: 'loading' };
  if (member) return { status: 'ready', source: { kind: 'member' } };
  if (probe.isSuccess) return { status: 'ready', source: { kind: 'explore', groupSlug } };
  if (groupSlug === '' || isApiError(probe.error, 404)) return { status: 'unavailable' };
  if (probe.isError) return { status: 'failed' };
  return { status: 'loading' };
}
