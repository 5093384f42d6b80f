import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required'),
});

export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;
export type CreatedApiToken = ApiResponse<'/api/users/api-tokens', 'post'>;

/** `POST /api/users/api-tokens`: the answer is the only time the token itself is shown. */
export async function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return unwrap(await apiClient.POST('/api/users/api-tokens', { body: { name: input.name, integrationId: 'generic' } }));
}

// The token list comes from /api/users/self; the page refetches it when the token box closes,
// so that the new token stays on screen until then.
export function useCreateApiToken({ mutationConfig }: { mutationConfig?: MutationConfig<CreateApiTokenInput, CreatedApiToken> } = {}) {
  return useApiMutation(createApiToken, [], mutationConfig);
}
