import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type UserRatings = ApiResponse<'/api/users/self/ratings', 'get'>;

/** The caller's ratings and favourites (`GET /api/users/self/ratings`), cached app-wide. */
export async function getSelfRatings(): Promise<UserRatings> {
  return unwrap(await apiClient.GET('/api/users/self/ratings'));
}

export function getSelfRatingsQueryOptions() {
  return queryOptions({ queryKey: ['users', 'self', 'ratings'], queryFn: getSelfRatings });
}

export function useSelfRatings(config: QueryConfig<typeof getSelfRatingsQueryOptions> = {}) {
  return useQuery({ ...getSelfRatingsQueryOptions(), ...config });
}
