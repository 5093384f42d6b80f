import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../api/client';
import type { ApiResponse } from '../../api/types';
import { unwrap } from '../../api/unwrap';

export type SessionUser = ApiResponse<'/api/users/self', 'get'>;

export const CURRENT_USER_PATH = '/api/users/self';

export async function getCurrentUser(): Promise<SessionUser> {
  return unwrap(await apiClient.GET('/api/users/self'));
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ['users', 'self'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });
}
