import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { cookbookKeys } from './keys';

/** `DELETE /api/households/cookbooks/{id}`. */
export async function deleteCookbook(id: string): Promise<void> {
  await apiClient.DELETE('/api/households/cookbooks/{itemId}', { params: { path: { itemId: id } } });
}

export function useDeleteCookbook({ mutationConfig }: { mutationConfig?: MutationConfig<string, void> } = {}) {
  return useApiMutation(deleteCookbook, [cookbookKeys.all], mutationConfig);
}
