import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getRecipeActionsQueryOptions } from './get-recipe-actions';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `DELETE /api/households/recipe-actions/{id}` for each id. */
export async function deleteRecipeActions(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/households/recipe-actions/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteRecipeActions({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteRecipeActions> } = {}) {
  return useInvalidatingMutation(deleteRecipeActions, [getRecipeActionsQueryOptions().queryKey], mutationConfig);
}
