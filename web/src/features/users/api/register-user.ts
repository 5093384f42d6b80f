import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export type UserRegistration = ApiRequestBody<'/api/users/register', 'post'>;

/** `POST /api/users/register`: creates a group, or joins one with an invitation token. */
export async function registerUser(registration: UserRegistration) {
  return unwrap(await apiClient.POST('/api/users/register', { body: registration }));
}

export function useRegisterUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof registerUser> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: registerUser });
}
