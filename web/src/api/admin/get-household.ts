import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AdminHousehold = ApiResponse<'/api/admin/households/{itemId}', 'get'>;

/** `GET /api/admin/households/{id}`: a household with its preferences. */
export async function getHousehold(id: string): Promise<AdminHousehold> {
  return unwrap(await apiClient.GET('/api/admin/households/{itemId}', { params: { path: { itemId: id } } }));
}

export function householdQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.household(id), queryFn: () => getHousehold(id) });
}

export function useAdminHousehold(id: string) {
  return useQuery(householdQueryOptions(id));
}
