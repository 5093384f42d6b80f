import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { groupKeys } from './keys';

/**
 * Whether a group is open to visitors: any explore page answers 404 for a private or unknown
 * group, so the smallest one (`GET /api/explore/groups/{groupSlug}/households?perPage=1`) tells which.
 */
export async function getPublicGroup(groupSlug: string): Promise<true> {
  const params = { params: { path: { groupSlug }, query: { perPage: 1 } } };
  unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/households', params));
  return true;
}

export function publicGroupQueryOptions(groupSlug: string) {
  return queryOptions({ queryKey: groupKeys.public(groupSlug), queryFn: () => getPublicGroup(groupSlug) });
}

export function usePublicGroup(groupSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicGroupQueryOptions(groupSlug), enabled });
}
