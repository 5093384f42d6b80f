import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type GroupSource, MEMBER_SOURCE } from '../source';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

export type Recipe = ApiResponse<'/api/recipes/{slug}', 'get'>;
export type RecipeIngredient = Recipe['recipeIngredient'][number];
export type RecipeStep = Recipe['recipeInstructions'][number];
export type RecipeNote = Recipe['notes'][number];
export type RecipeComment = Recipe['comments'][number];
export type RecipeAsset = Recipe['assets'][number];

/** `GET /api/recipes/{slug}` (slug or id), or a public group's `GET /api/explore/groups/{g}/recipes/{slug}`. */
export async function getRecipe(slug: string, source: GroupSource = MEMBER_SOURCE): Promise<Recipe> {
  if (source.kind === 'member') return unwrap(await apiClient.GET('/api/recipes/{slug}', { params: { path: { slug } } }));
  const path = { groupSlug: source.groupSlug, slug };
  return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/recipes/{slug}', { params: { path } }));
}

export function recipeQueryOptions(slug: string, source: GroupSource = MEMBER_SOURCE) {
  return queryOptions({ queryKey: recipeKeys.detail(slug, source), queryFn: () => getRecipe(slug, source) });
}

export function useRecipe(slug: string, source: GroupSource = MEMBER_SOURCE) {
  return useQuery(recipeQueryOptions(slug, source));
}
