import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../config/constants';
import type { MutationConfig } from '../../../lib/react-query';

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'common.validation.passwordLength')
  .max(PASSWORD_MAX_LENGTH, 'common.validation.passwordLength');

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'common.validation.required'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'common.validation.passwordsMatch',
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type PasswordUpdate = ApiRequestBody<'/api/users/password', 'put'>;

/** `PUT /api/users/password`; 400 when the current password is wrong. */
export async function updatePassword(data: PasswordUpdate): Promise<void> {
  await apiClient.PUT('/api/users/password', { body: data });
}

export function useUpdatePassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: updatePassword });
}
