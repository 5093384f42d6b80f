import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';

export const forgotPasswordSchema = z.object({ email: z.email('common.validation.email') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/users/forgot-password`: 200 for every address when mail is set up (unknown ones too), else 503 `EMAIL_NOT_CONFIGURED` for every address. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await apiClient.POST('/api/users/forgot-password', { body: { email: input.email } });
}

export function useForgotPassword({ mutationConfig }: { mutationConfig?: MutationConfig<ForgotPasswordInput, void> } = {}) {
  return useApiMutation(forgotPassword, [], mutationConfig);
}
