import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type Unit = ApiResponse<'/api/units', 'get'>['items'][number];

/** Every unit of the group (`GET /api/units?perPage=-1`), newest first. */
export async function getUnits(): Promise<Unit[]> {
  return unwrap(await apiClient.GET('/api/units', { params: { query: { perPage: -1, orderBy: 'created_at', orderDirection: 'desc' } } }))
    .items;
}

export function getUnitsQueryOptions() {
  return queryOptions({ queryKey: ['units', 'all'], queryFn: getUnits });
}

export function useUnits(config: QueryConfig<typeof getUnitsQueryOptions> = {}) {
  return useQuery({ ...getUnitsQueryOptions(), ...config });
}
