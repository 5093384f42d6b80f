import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { paths } from '../schema';
import type { GroupSource } from '../source';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';
import { FIRST_PAGE_SIZE, PAGE_SIZE } from './page-size';

export type RecipePage = ApiResponse<'/api/recipes', 'get'>;
export type RecipeSummary = RecipePage['items'][number];

/** The parameters of `GET /api/recipes` (api.md §4.7). */
export type RecipeListParams = NonNullable<paths['/api/recipes']['get']['parameters']['query']>;
/** A recipe list's filters and order: the parameters besides paging. */
export type RecipeListQuery = Omit<RecipeListParams, 'page' | 'perPage'>;

export { FIRST_PAGE_SIZE, PAGE_SIZE };

export interface RecipePageParam {
  page: number;
  perPage: number;
}

/** `GET /api/recipes` with a list's filters, or a public group's `GET /api/explore/groups/{g}/recipes`. */
export async function getRecipes(source: GroupSource, query: RecipeListParams): Promise<RecipePage> {
  if (source.kind === 'member') return unwrap(await apiClient.GET('/api/recipes', { params: { query } }));
  const path = { groupSlug: source.groupSlug };
  return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/recipes', { params: { path, query } }));
}

export function recipesInfiniteQueryOptions(source: GroupSource, query: RecipeListQuery) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.list(source, query),
    queryFn: ({ pageParam }) => getRecipes(source, { ...query, ...pageParam }),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } as RecipePageParam,
    getNextPageParam: (lastPage, allPages, lastParam) => {
      if (lastPage.items.length < lastParam.perPage) return undefined;
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      return { page: Math.floor(loaded / PAGE_SIZE) + 1, perPage: PAGE_SIZE };
    },
  });
}

export function useRecipesInfinite(source: GroupSource, query: RecipeListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  // Keeps the old results on screen while a changed search loads.
  return useInfiniteQuery({ ...recipesInfiniteQueryOptions(source, query), enabled, placeholderData: keepPreviousData });
}
