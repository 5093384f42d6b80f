import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type RecipeAction = ApiResponse<'/api/households/recipe-actions', 'get'>['items'][number];

/** The household's recipe actions (`GET /api/households/recipe-actions?perPage=-1`). */
export async function getRecipeActions(): Promise<RecipeAction[]> {
  return unwrap(
    await apiClient.GET('/api/households/recipe-actions', { params: { query: { perPage: -1, orderBy: 'title', orderDirection: 'asc' } } }),
  ).items;
}

export function getRecipeActionsQueryOptions() {
  return queryOptions({ queryKey: ['recipe-actions', 'all'], queryFn: getRecipeActions });
}

export function useRecipeActions(config: QueryConfig<typeof getRecipeActionsQueryOptions> = {}) {
  return useQuery({ ...getRecipeActionsQueryOptions(), ...config });
}
