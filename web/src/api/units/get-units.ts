import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { unitKeys } from './keys';

export type Unit = ApiResponse<'/api/units', 'get'>['items'][number];

/** Every unit of the group by name (`GET /api/units?perPage=-1`). */
export async function getUnits(): Promise<Unit[]> {
  return unwrap(await apiClient.GET('/api/units', { params: { query: { perPage: -1, orderBy: 'name', orderDirection: 'asc' } } })).items;
}

export function unitsQueryOptions() {
  return queryOptions({ queryKey: unitKeys.list(), queryFn: getUnits });
}

export function useUnits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unitsQueryOptions(), enabled });
}
