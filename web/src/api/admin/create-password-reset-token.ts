import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';

/** `POST /api/admin/users/password-reset-token {email}`: a one-time token for the reset page. */
export async function createPasswordResetToken(email: string): Promise<{ token: string }> {
  return unwrap(await apiClient.POST('/api/admin/users/password-reset-token', { body: { email } }));
}

export function useCreatePasswordResetToken({ mutationConfig }: { mutationConfig?: MutationConfig<string, { token: string }> } = {}) {
  return useApiMutation(createPasswordResetToken, [], mutationConfig);
}
