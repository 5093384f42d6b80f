import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

export type HouseholdRecipe = ApiResponse<'/api/recipes', 'get'>['items'][number];

/** Every recipe of a household, newest first (the group-data recipes table). */
export async function getHouseholdRecipes(householdId: string): Promise<HouseholdRecipe[]> {
  const query = { perPage: -1, orderBy: 'created_at', orderDirection: 'desc', queryFilter: `householdId="${householdId}"` } as const;
  return unwrap(await apiClient.GET('/api/recipes', { params: { query } })).items;
}

export function householdRecipesQueryOptions(householdId: string) {
  return queryOptions({ queryKey: recipeKeys.household(householdId), queryFn: () => getHouseholdRecipes(householdId) });
}

export function useHouseholdRecipes(householdId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...householdRecipesQueryOptions(householdId), enabled });
}
