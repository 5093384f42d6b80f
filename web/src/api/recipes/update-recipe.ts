import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';
import { unwrap } from '../unwrap';
import type { Recipe } from './get-recipe';
import { recipeKeys } from './keys';

export type RecipeUpdateBody = ApiRequestBody<'/api/recipes/{slug}', 'put'>;

export interface UpdateRecipeInput {
  slug: string;
  recipe: RecipeUpdateBody;
}

/** `PUT /api/recipes/{slug}` with the full recipe; the answer may carry a new slug. */
export async function updateRecipe({ slug, recipe }: UpdateRecipeInput): Promise<Recipe> {
  return unwrap(await apiClient.PUT('/api/recipes/{slug}', { params: { path: { slug } }, body: recipe }));
}

/** Saves a recipe; the saved one is cached under its (maybe new) slug at once. */
export function useUpdateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateRecipeInput, Recipe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useApiMutation(
    updateRecipe,
    (input, saved) => [
      recipeKeys.lists(),
      recipeKeys.searches(),
      recipeKeys.byIds(),
      recipeKeys.finder(),
      recipeKeys.permissions(input.slug),
      recipeKeys.permissions(saved.slug),
    ],
    {
      ...rest,
      onSuccess: async (saved, ...more) => {
        queryClient.setQueryData(recipeKeys.detail(saved.slug), saved);
        await onSuccess?.(saved, ...more);
      },
    },
  );
}
