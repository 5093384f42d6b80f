import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type GroupSource, MEMBER_SOURCE } from '../source';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type Household = ApiResponse<'/api/groups/households', 'get'>['items'][number];

const ALL = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

/** The address `getHouseholds` reads for a member, for a read made before the app (the server's render). */
export const MEMBER_HOUSEHOLDS_PATH = `/api/groups/households?${new URLSearchParams(Object.entries(ALL).map(([key, value]) => [key, String(value)]))}`;

/**
 * The households of the group by name: `GET /api/groups/households`, or for a visitor
 * `GET /api/explore/groups/{groupSlug}/households`.
 */
export async function getHouseholds(source: GroupSource = MEMBER_SOURCE): Promise<Household[]> {
  if (source.kind === 'member') return unwrap(await apiClient.GET('/api/groups/households', { params: { query: ALL } })).items;
  const params = { path: { groupSlug: source.groupSlug }, query: ALL };
  return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/households', { params })).items;
}

export function householdsQueryOptions(source: GroupSource = MEMBER_SOURCE) {
  return queryOptions({ queryKey: householdKeys.list(source), queryFn: () => getHouseholds(source) });
}

export function useHouseholds({ source = MEMBER_SOURCE, enabled = true }: { source?: GroupSource; enabled?: boolean } = {}) {
  return useQuery({ ...householdsQueryOptions(source), enabled });
}
