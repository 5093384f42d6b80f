import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type HouseholdRecipe = ApiResponse<'/api/recipes', 'get'>['items'][number];

/** Every recipe of the caller's household, newest first (§6.2 recipes page). */
export async function getHouseholdRecipes(householdId: string): Promise<HouseholdRecipe[]> {
  const query = { perPage: -1, orderBy: 'created_at', orderDirection: 'desc', queryFilter: `householdId="${householdId}"` } as const;
  return unwrap(await apiClient.GET('/api/recipes', { params: { query } })).items;
}

export function getHouseholdRecipesQueryOptions(householdId: string) {
  return queryOptions({ queryKey: ['recipes', 'household', householdId], queryFn: () => getHouseholdRecipes(householdId) });
}

export function useHouseholdRecipes(householdId: string, config: QueryConfig<typeof getHouseholdRecipesQueryOptions> = {}) {
  return useQuery({ ...getHouseholdRecipesQueryOptions(householdId), ...config });
}
