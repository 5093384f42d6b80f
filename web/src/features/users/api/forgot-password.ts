import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

export const forgotPasswordSchema = z.object({ email: z.email('common.validation.email') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/users/forgot-password`: answers 200 even for an unknown address. */
export async function forgotPassword(input: ForgotPasswordInput) {
  await apiClient.POST('/api/users/forgot-password', { body: { email: input.email } });
}

export function useForgotPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
