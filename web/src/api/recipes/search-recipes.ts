import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { RecipeSummary } from './get-recipes';
import { recipeKeys } from './keys';

// screens.md §1.5: the search dialog shows the first 20 matches by name.
const SEARCH_RESULTS = 20;

/** `GET /api/recipes?search=`: the first recipes matching a text, by name. */
export async function searchRecipes(search: string): Promise<RecipeSummary[]> {
  const query = { search, page: 1, perPage: SEARCH_RESULTS, orderBy: 'name', orderDirection: 'asc' as const };
  return unwrap(await apiClient.GET('/api/recipes', { params: { query } })).items;
}

export function searchRecipesQueryOptions(search: string) {
  return queryOptions({ queryKey: recipeKeys.search(search), queryFn: () => searchRecipes(search) });
}

export function useSearchRecipes(search: string) {
  return useQuery({ ...searchRecipesQueryOptions(search), enabled: search.trim() !== '', placeholderData: keepPreviousData });
}
