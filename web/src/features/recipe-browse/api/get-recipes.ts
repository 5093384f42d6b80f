import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type GroupSource, groupReader, MEMBER_SOURCE, type RecipeListPage, useGroupSource } from '../../../lib/group-source/group-source';
import type { RecipeListQuery } from '../lib/browse-filters';

export type RecipePage = RecipeListPage;
export type RecipeSummary = RecipePage['items'][number];

// screens.md §9: the first call fills tall screens with two pages' worth, then 32 at a time.
export const FIRST_PAGE_SIZE = 64;
export const PAGE_SIZE = 32;

export interface RecipePageParam {
  page: number;
  perPage: number;
}

/** `GET /api/recipes` with the explorer's filters (api.md §4.7), or a public group's explore twin. */
export async function getRecipes(source: GroupSource, query: RecipeListQuery & RecipePageParam): Promise<RecipePage> {
  return groupReader(source).listRecipes(query);
}

/** The key under which every recipe list of a source is cached. */
export const recipeListsQueryKey = (source: GroupSource = MEMBER_SOURCE) => [...groupReader(source).keyPrefix, 'recipes', 'list'];

export function getRecipesInfiniteQueryOptions(source: GroupSource, query: RecipeListQuery) {
  return infiniteQueryOptions({
    queryKey: [...recipeListsQueryKey(source), query],
    queryFn: ({ pageParam }) => getRecipes(source, { ...query, ...pageParam }),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } as RecipePageParam,
    getNextPageParam: (lastPage, allPages, lastParam) => {
      if (lastPage.items.length < lastParam.perPage) return undefined;
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      return { page: Math.floor(loaded / PAGE_SIZE) + 1, perPage: PAGE_SIZE };
    },
  });
}

export function useRecipesInfinite(query: RecipeListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  // Keeps the old results on screen while a changed search loads.
  return useInfiniteQuery({ ...getRecipesInfiniteQueryOptions(useGroupSource(), query), enabled, placeholderData: keepPreviousData });
}
