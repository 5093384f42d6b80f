import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export type UserRegistration = ApiRequestBody<'/api/users/register', 'post'>;
export type RegisteredUser = ApiResponse<'/api/users/register', 'post'>;

/** `POST /api/users/register`: creates a group, or joins one with an invitation token. */
export async function registerUser(registration: UserRegistration): Promise<RegisteredUser> {
  return unwrap(await apiClient.POST('/api/users/register', { body: registration }));
}

export function useRegisterUser({ mutationConfig }: { mutationConfig?: MutationConfig<UserRegistration, RegisteredUser> } = {}) {
  return useApiMutation(registerUser, [], mutationConfig);
}
