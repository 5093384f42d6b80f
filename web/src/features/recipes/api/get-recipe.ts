import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GroupSource, groupReader, MEMBER_SOURCE, type RecipeDetail, useGroupSource } from '../../../lib/group-source/group-source';

export type Recipe = RecipeDetail;
export type RecipeIngredient = Recipe['recipeIngredient'][number];
export type RecipeStep = Recipe['recipeInstructions'][number];
export type RecipeNote = Recipe['notes'][number];
export type RecipeComment = Recipe['comments'][number];
export type RecipeAsset = Recipe['assets'][number];

/** `GET /api/recipes/{slug}` (slug or id), or a public group's `GET /api/explore/groups/{g}/recipes/{slug}`. */
export async function getRecipe(slug: string, source: GroupSource = MEMBER_SOURCE): Promise<Recipe> {
  return groupReader(source).getRecipe(slug);
}

/** The key under which every recipe of a source is cached, by the slug (or id) it was read with. */
export const recipeDetailsQueryKey = (source: GroupSource = MEMBER_SOURCE) => [...groupReader(source).keyPrefix, 'recipes', 'detail'];

export function getRecipeQueryOptions(slug: string, source: GroupSource = MEMBER_SOURCE) {
  return queryOptions({ queryKey: [...recipeDetailsQueryKey(source), slug], queryFn: () => getRecipe(slug, source) });
}

export function useRecipe(slug: string) {
  return useQuery(getRecipeQueryOptions(slug, useGroupSource()));
}
