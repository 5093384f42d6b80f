import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type AdminHousehold = ApiResponse<'/api/admin/households/{itemId}', 'get'>;

export async function getHousehold(id: string): Promise<AdminHousehold> {
  return unwrap(await apiClient.GET('/api/admin/households/{itemId}', { params: { path: { itemId: id } } }));
}

export function getHouseholdQueryOptions(id: string) {
  return queryOptions({ queryKey: ['admin', 'households', id], queryFn: () => getHousehold(id) });
}
