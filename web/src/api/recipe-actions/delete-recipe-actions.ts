import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeActionKeys } from './keys';

/** `DELETE /api/households/recipe-actions/{id}` for each id. */
export async function deleteRecipeActions(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/households/recipe-actions/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteRecipeActions({ mutationConfig }: { mutationConfig?: MutationConfig<string[], void> } = {}) {
  return useApiMutation(deleteRecipeActions, [recipeActionKeys.all], mutationConfig);
}
