import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type GroupSource, MEMBER_SOURCE } from '../source';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { foodKeys } from './keys';

export type Food = ApiResponse<'/api/foods', 'get'>['items'][number];

const ALL = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

/**
 * Every food of the group by name: `GET /api/foods?perPage=-1`, or for a visitor
 * `GET /api/explore/groups/{groupSlug}/foods`.
 */
export async function getFoods(source: GroupSource = MEMBER_SOURCE): Promise<Food[]> {
  if (source.kind === 'member') return unwrap(await apiClient.GET('/api/foods', { params: { query: ALL } })).items;
  const params = { path: { groupSlug: source.groupSlug }, query: ALL };
  return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/foods', { params })).items;
}

export function foodsQueryOptions(source: GroupSource = MEMBER_SOURCE) {
  return queryOptions({ queryKey: foodKeys.list(source), queryFn: () => getFoods(source) });
}

export function useFoods({ source = MEMBER_SOURCE, enabled = true }: { source?: GroupSource; enabled?: boolean } = {}) {
  return useQuery({ ...foodsQueryOptions(source), enabled });
}
