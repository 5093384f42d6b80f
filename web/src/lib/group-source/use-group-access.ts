import { isApiError } from '../../api/api-error';
import { usePublicGroup } from '../../api/groups/get-public-group';
import type { GroupSource } from '../../api/source';
import { useAuth } from '../auth/auth-context';

export type GroupAccess =
  | { status: 'loading' }
  | { status: 'ready'; source: GroupSource }
  /** The viewer is not a member and the group is private or does not exist: nothing may show. */
  | { status: 'unavailable' }
  /** The server could not be asked (offline, 5xx): neither access nor its absence is known. */
  | { status: 'failed' };

/**
 * How the viewer may read the group at `groupSlug`: a member through the signed-in API, anyone else
 * through the explore API when the group is public (screens.md §1.2).
 */
export function useGroupAccess(groupSlug: string): GroupAccess {
  const { status, user } = useAuth();
  const member = user !== null && user.groupSlug === groupSlug;
  const probe = usePublicGroup(groupSlug, { enabled: status !== 'loading' && !member && groupSlug !== '' });
  if (status === 'loading') return { status: 'loading' };
  if (member) return { status: 'ready', source: { kind: 'member' } };
  if (probe.isSuccess) return { status: 'ready', source: { kind: 'explore', groupSlug } };
  if (groupSlug === '' || isApiError(probe.error, 404)) return { status: 'unavailable' };
  if (probe.isError) return { status: 'failed' };
  return { status: 'loading' };
}
