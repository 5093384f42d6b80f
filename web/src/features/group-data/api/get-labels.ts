import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type Label = ApiResponse<'/api/groups/labels', 'get'>['items'][number];

/** Every label of the group (`GET /api/groups/labels?perPage=-1`) by name. */
export async function getLabels(): Promise<Label[]> {
  return unwrap(await apiClient.GET('/api/groups/labels', { params: { query: { perPage: -1, orderBy: 'name', orderDirection: 'asc' } } }))
    .items;
}

export function getLabelsQueryOptions() {
  return queryOptions({ queryKey: ['labels', 'all'], queryFn: getLabels });
}

export function useLabels(config: QueryConfig<typeof getLabelsQueryOptions> = {}) {
  return useQuery({ ...getLabelsQueryOptions(), ...config });
}
