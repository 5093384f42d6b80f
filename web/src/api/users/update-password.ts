import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/constants';
import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';

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

export function useUpdatePassword({ mutationConfig }: { mutationConfig?: MutationConfig<PasswordUpdate, void> } = {}) {
  return useApiMutation(updatePassword, [], mutationConfig);
}
