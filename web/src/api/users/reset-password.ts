import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { newPasswordSchema } from './update-password';

export const resetPasswordSchema = z
  .object({
    email: z.email('common.validation.email'),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'common.validation.passwordsMatch',
  });

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordRequest = ResetPasswordInput & { token: string };

/** `POST /api/users/reset-password` with the token from the e-mailed link. */
export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await apiClient.POST('/api/users/reset-password', {
    body: { token: input.token, email: input.email, password: input.password, passwordConfirm: input.passwordConfirm },
  });
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<ResetPasswordRequest, void> } = {}) {
  return useApiMutation(resetPassword, [], mutationConfig);
}
