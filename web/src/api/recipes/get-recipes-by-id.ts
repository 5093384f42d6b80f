import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { RecipeSummary } from './get-recipes';
import { recipeKeys } from './keys';

/** Summaries of the given recipes in one call (`GET /api/recipes?queryFilter=id IN [...]`). */
export async function getRecipesById(ids: readonly string[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const queryFilter = `id IN [${ids.map((id) => `"${id}"`).join(', ')}]`;
  return unwrap(await apiClient.GET('/api/recipes', { params: { query: { queryFilter, perPage: -1 } } })).items;
}

export function recipesByIdQueryOptions(ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return queryOptions({ queryKey: recipeKeys.byId(unique), queryFn: () => getRecipesById(unique) });
}

export function useRecipesById(ids: readonly string[]) {
  return useQuery({ ...recipesByIdQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
}
