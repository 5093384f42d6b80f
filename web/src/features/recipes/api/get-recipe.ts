import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type Recipe = ApiResponse<'/api/recipes/{slug}', 'get'>;
export type RecipeIngredient = Recipe['recipeIngredient'][number];
export type RecipeStep = Recipe['recipeInstructions'][number];
export type RecipeNote = Recipe['notes'][number];
export type RecipeComment = Recipe['comments'][number];

/** `GET /api/recipes/{slug}` (slug or id). */
export async function getRecipe(slug: string): Promise<Recipe> {
  return unwrap(await apiClient.GET('/api/recipes/{slug}', { params: { path: { slug } } }));
}

export function getRecipeQueryOptions(slug: string) {
  return queryOptions({ queryKey: ['recipes', 'detail', slug], queryFn: () => getRecipe(slug) });
}

export function useRecipe(slug: string) {
  return useQuery(getRecipeQueryOptions(slug));
}
