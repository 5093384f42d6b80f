import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
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

/** `POST /api/users/reset-password` with the token from the e-mailed link. */
export async function resetPassword(input: ResetPasswordInput & { token: string }) {
  await apiClient.POST('/api/users/reset-password', {
    body: { token: input.token, email: input.email, password: input.password, passwordConfirm: input.passwordConfirm },
  });
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
