import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { labelKeys } from './keys';

export type Label = ApiResponse<'/api/groups/labels', 'get'>['items'][number];

/** Every label of the group by name (`GET /api/groups/labels?perPage=-1`). */
export async function getLabels(): Promise<Label[]> {
  return unwrap(await apiClient.GET('/api/groups/labels', { params: { query: { perPage: -1, orderBy: 'name', orderDirection: 'asc' } } }))
    .items;
}

export function labelsQueryOptions() {
  return queryOptions({ queryKey: labelKeys.list(), queryFn: getLabels });
}

export function useLabels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...labelsQueryOptions(), enabled });
}
