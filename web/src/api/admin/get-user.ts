import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { AdminUser } from './get-users';
import { adminKeys } from './keys';

/** `GET /api/admin/users/{id}`. */
export async function getUser(id: string): Promise<AdminUser> {
  return unwrap(await apiClient.GET('/api/admin/users/{itemId}', { params: { path: { itemId: id } } }));
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getUser(id) });
}

export function useAdminUser(id: string) {
  return useQuery(userQueryOptions(id));
}
