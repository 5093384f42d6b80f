import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { RecipeSummary } from './get-recipes';

// screens.md §1.5: the dialog shows the first 20 matches by name.
const SEARCH_RESULTS = 20;

export async function searchRecipes(search: string): Promise<RecipeSummary[]> {
  const query = { search, page: 1, perPage: SEARCH_RESULTS, orderBy: 'name', orderDirection: 'asc' as const };
  return unwrap(await apiClient.GET('/api/recipes', { params: { query } })).items;
}

export const recipeSearchesQueryKey = ['recipes', 'search'] as const;

export function searchRecipesQueryOptions(search: string) {
  return queryOptions({ queryKey: [...recipeSearchesQueryKey, search], queryFn: () => searchRecipes(search) });
}

export function useSearchRecipes(search: string) {
  return useQuery({ ...searchRecipesQueryOptions(search), enabled: search.trim() !== '', placeholderData: keepPreviousData });
}
