import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

export const createRecipeFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
});
export type CreateRecipeFormInput = z.infer<typeof createRecipeFormSchema>;

/** `POST /api/recipes {name}`: answers with the new recipe's slug as a JSON string. */
export async function createRecipe({ name }: CreateRecipeFormInput): Promise<string> {
  return unwrap(await apiClient.POST('/api/recipes', { body: { name } }));
}

export function useCreateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<CreateRecipeFormInput, string> } = {}) {
  return useApiMutation(createRecipe, [recipeKeys.lists(), recipeKeys.searches(), recipeKeys.timelines()], mutationConfig);
}
