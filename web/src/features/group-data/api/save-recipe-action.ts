import { z } from 'zod';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import { getRecipeActionsQueryOptions } from './get-recipe-actions';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export const RECIPE_ACTION_TYPES = ['link', 'post'] as const;

export const recipeActionFormSchema = z.object({
  title: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  url: z.string().trim().min(1, 'common.validation.required'),
  actionType: z.enum(RECIPE_ACTION_TYPES),
});
export type RecipeActionFormInput = z.infer<typeof recipeActionFormSchema>;

/** `POST /api/households/recipe-actions`, or `PUT …/{id}` when an id is given. */
export async function saveRecipeAction({ id, values }: { id?: string; values: RecipeActionFormInput }) {
  if (id) {
    return unwrap(await apiClient.PUT('/api/households/recipe-actions/{itemId}', { params: { path: { itemId: id } }, body: values }));
  }
  return unwrap(await apiClient.POST('/api/households/recipe-actions', { body: values }));
}

export function useSaveRecipeAction({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveRecipeAction> } = {}) {
  return useInvalidatingMutation(saveRecipeAction, [getRecipeActionsQueryOptions().queryKey], mutationConfig);
}
