import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { Recipe } from './get-recipe';

/** `GET /api/recipes/shared/{tokenId}`: public, needs no session. */
export async function getSharedRecipe(tokenId: string): Promise<Recipe> {
  return unwrap(await apiClient.GET('/api/recipes/shared/{tokenId}', { params: { path: { tokenId } } }));
}

export function getSharedRecipeQueryOptions(tokenId: string) {
  return queryOptions({ queryKey: ['recipes', 'shared', tokenId], queryFn: () => getSharedRecipe(tokenId) });
}

export function useSharedRecipe(tokenId: string) {
  return useQuery(getSharedRecipeQueryOptions(tokenId));
}
