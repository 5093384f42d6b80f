import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type AdminGroup = ApiResponse<'/api/admin/groups/{itemId}', 'get'>;

export async function getGroup(id: string): Promise<AdminGroup> {
  return unwrap(await apiClient.GET('/api/admin/groups/{itemId}', { params: { path: { itemId: id } } }));
}

export function getGroupQueryOptions(id: string) {
  return queryOptions({ queryKey: ['admin', 'groups', id], queryFn: () => getGroup(id) });
}
