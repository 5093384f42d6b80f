import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { AdminHousehold } from './get-household';
import { adminKeys } from './keys';

/** Every household of every group by name (`GET /api/admin/households?perPage=-1`). */
export async function getHouseholds(): Promise<AdminHousehold[]> {
  const query = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;
  return unwrap(await apiClient.GET('/api/admin/households', { params: { query } })).items;
}

export function householdsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.householdList(), queryFn: getHouseholds });
}

export function useAdminHouseholds() {
  return useQuery(householdsQueryOptions());
}
