import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { AdminGroup } from './get-group';
import { adminKeys } from './keys';

/** Every group by name (`GET /api/admin/groups?perPage=-1`), with its households and users. */
export async function getGroups(): Promise<AdminGroup[]> {
  return unwrap(await apiClient.GET('/api/admin/groups', { params: { query: { perPage: -1, orderBy: 'name', orderDirection: 'asc' } } }))
    .items;
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.groupList(), queryFn: getGroups });
}

export function useAdminGroups() {
  return useQuery(groupsQueryOptions());
}
