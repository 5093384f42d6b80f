import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { foodKeys } from './keys';

/** `DELETE /api/foods/{id}` for each id; there is no bulk delete. */
export async function deleteFoods(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/foods/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteFoods({ mutationConfig }: { mutationConfig?: MutationConfig<string[], void> } = {}) {
  return useApiMutation(deleteFoods, [foodKeys.all], mutationConfig);
}
