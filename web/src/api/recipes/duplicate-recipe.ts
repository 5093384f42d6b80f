import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { Recipe } from './get-recipe';
import { recipeKeys } from './keys';

export interface DuplicateRecipeInput {
  slug: string;
  name: string;
}

/** `POST /api/recipes/{slug}/duplicate {name}`: a copy owned by the caller. */
export async function duplicateRecipe({ slug, name }: DuplicateRecipeInput): Promise<Recipe> {
  return unwrap(await apiClient.POST('/api/recipes/{slug}/duplicate', { params: { path: { slug } }, body: { name } }));
}

export function useDuplicateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<DuplicateRecipeInput, Recipe> } = {}) {
  return useApiMutation(duplicateRecipe, [recipeKeys.lists(), recipeKeys.searches(), recipeKeys.timelines()], mutationConfig);
}
