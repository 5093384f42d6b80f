import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required'),
});

export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;
export type CreatedApiToken = ApiResponse<'/api/users/api-tokens', 'post'>;

/** `POST /api/users/api-tokens`: the answer is the only time the token itself is shown. */
export async function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return unwrap(await apiClient.POST('/api/users/api-tokens', { body: { name: input.name, integrationId: 'generic' } }));
}

// The token list comes from /api/users/self; the page refetches it when the token box closes.
export function useCreateApiToken({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createApiToken> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createApiToken });
}
