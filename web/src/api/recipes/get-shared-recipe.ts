import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { Recipe } from './get-recipe';
import { recipeKeys } from './keys';

/** `GET /api/recipes/shared/{tokenId}`: public, needs no session. */
export async function getSharedRecipe(tokenId: string): Promise<Recipe> {
  return unwrap(await apiClient.GET('/api/recipes/shared/{tokenId}', { params: { path: { tokenId } } }));
}

export function sharedRecipeQueryOptions(tokenId: string) {
  return queryOptions({ queryKey: recipeKeys.shared(tokenId), queryFn: () => getSharedRecipe(tokenId) });
}

export function useSharedRecipe(tokenId: string) {
  return useQuery(sharedRecipeQueryOptions(tokenId));
}
