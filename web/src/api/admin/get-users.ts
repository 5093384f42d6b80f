import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AdminUser = ApiResponse<'/api/admin/users/{itemId}', 'get'>;

/** Every account by username (`GET /api/admin/users?perPage=-1`). */
export async function getUsers(): Promise<AdminUser[]> {
  const query = { perPage: -1, orderBy: 'username', orderDirection: 'asc' } as const;
  return unwrap(await apiClient.GET('/api/admin/users', { params: { query } })).items;
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.userList(), queryFn: getUsers });
}

export function useAdminUsers() {
  return useQuery(usersQueryOptions());
}
