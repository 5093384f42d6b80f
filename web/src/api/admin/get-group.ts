import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AdminGroup = ApiResponse<'/api/admin/groups/{itemId}', 'get'>;

/** `GET /api/admin/groups/{id}`: a group with its preferences. */
export async function getGroup(id: string): Promise<AdminGroup> {
  return unwrap(await apiClient.GET('/api/admin/groups/{itemId}', { params: { path: { itemId: id } } }));
}

export function groupQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.group(id), queryFn: () => getGroup(id) });
}

export function useAdminGroup(id: string) {
  return useQuery(groupQueryOptions(id));
}
