import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeActionKeys } from './keys';

export type RecipeAction = ApiResponse<'/api/households/recipe-actions', 'get'>['items'][number];

/** The household's recipe actions (`GET /api/households/recipe-actions?perPage=-1`). */
export async function getRecipeActions(): Promise<RecipeAction[]> {
  const query = { perPage: -1, orderBy: 'title', orderDirection: 'asc' } as const;
  return unwrap(await apiClient.GET('/api/households/recipe-actions', { params: { query } })).items;
}

export function recipeActionsQueryOptions() {
  return queryOptions({ queryKey: recipeActionKeys.list(), queryFn: getRecipeActions });
}

export function useRecipeActions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipeActionsQueryOptions(), enabled });
}
