import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { userKeys } from './keys';

export type SessionUser = ApiResponse<'/api/users/self', 'get'>;

export const CURRENT_USER_PATH = '/api/users/self';

/** `GET /api/users/self`: the signed-in user, with their tokens and permissions. */
export async function getCurrentUser(): Promise<SessionUser> {
  return unwrap(await apiClient.GET('/api/users/self'));
}

/** Read through the session (lib/auth), which every screen takes the user from. */
export function currentUserQueryOptions() {
  return queryOptions({ queryKey: userKeys.self(), queryFn: getCurrentUser, staleTime: 5 * 60_000 });
}
