import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type Food = ApiResponse<'/api/foods', 'get'>['items'][number];

/** Every food of the group (`GET /api/foods?perPage=-1`), newest first. */
export async function getFoods(): Promise<Food[]> {
  return unwrap(await apiClient.GET('/api/foods', { params: { query: { perPage: -1, orderBy: 'created_at', orderDirection: 'desc' } } }))
    .items;
}

export function getFoodsQueryOptions() {
  return queryOptions({ queryKey: ['foods', 'all'], queryFn: getFoods });
}

export function useFoods(config: QueryConfig<typeof getFoodsQueryOptions> = {}) {
  return useQuery({ ...getFoodsQueryOptions(), ...config });
}
