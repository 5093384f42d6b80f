import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { userKeys } from './keys';

/** `DELETE /api/users/api-tokens/{id}` revokes the token at once. */
export async function deleteApiToken(id: number): Promise<void> {
  await apiClient.DELETE('/api/users/api-tokens/{tokenId}', { params: { path: { tokenId: id } } });
}

export function useDeleteApiToken({ mutationConfig }: { mutationConfig?: MutationConfig<number, void> } = {}) {
  return useApiMutation(deleteApiToken, [userKeys.self()], mutationConfig);
}
