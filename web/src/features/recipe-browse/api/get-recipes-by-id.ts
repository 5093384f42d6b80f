import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { RecipeSummary } from './get-recipes';

/** Summaries of the given recipes in one call (`queryFilter=id IN [...]`). */
export async function getRecipesById(ids: readonly string[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const queryFilter = `id IN [${ids.map((id) => `"${id}"`).join(', ')}]`;
  return unwrap(await apiClient.GET('/api/recipes', { params: { query: { queryFilter, perPage: -1 } } })).items;
}

export const recipesByIdQueryKey = ['recipes', 'by-id'] as const;

export function getRecipesByIdQueryOptions(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({ queryKey: [...recipesByIdQueryKey, sorted], queryFn: () => getRecipesById(sorted) });
}

export function useRecipesById(ids: readonly string[]) {
  return useQuery({ ...getRecipesByIdQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
