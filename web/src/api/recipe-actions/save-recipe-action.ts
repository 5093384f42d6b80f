import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { RecipeAction } from './get-recipe-actions';
import { recipeActionKeys } from './keys';

export const RECIPE_ACTION_TYPES = ['link', 'post'] as const;

export const recipeActionFormSchema = z.object({
  title: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  url: z.string().trim().min(1, 'common.validation.required'),
  actionType: z.enum(RECIPE_ACTION_TYPES),
});
export type RecipeActionFormInput = z.infer<typeof recipeActionFormSchema>;

export interface SaveRecipeActionInput {
  /** Absent to create. */
  id?: string;
  values: RecipeActionFormInput;
}

/** `POST /api/households/recipe-actions`, or `PUT …/{id}` when an id is given. */
export async function saveRecipeAction({ id, values }: SaveRecipeActionInput): Promise<RecipeAction> {
  if (id) {
    return unwrap(await apiClient.PUT('/api/households/recipe-actions/{itemId}', { params: { path: { itemId: id } }, body: values }));
  }
  return unwrap(await apiClient.POST('/api/households/recipe-actions', { body: values }));
}

export function useSaveRecipeAction({ mutationConfig }: { mutationConfig?: MutationConfig<SaveRecipeActionInput, RecipeAction> } = {}) {
  return useApiMutation(saveRecipeAction, [recipeActionKeys.all], mutationConfig);
}
