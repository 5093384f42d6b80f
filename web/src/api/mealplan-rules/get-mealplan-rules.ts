import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { mealplanRuleKeys } from './keys';

export type MealplanRule = ApiResponse<'/api/households/mealplans/rules/{itemId}', 'get'>;
export type RuleDay = MealplanRule['day'];
export type RuleEntryType = MealplanRule['entryType'];

/** The household's meal-plan rules, oldest first (the server's order). */
export async function getMealplanRules(): Promise<MealplanRule[]> {
  return unwrap(await apiClient.GET('/api/households/mealplans/rules', { params: { query: { page: 1, perPage: -1 } } })).items;
}

export function mealplanRulesQueryOptions() {
  return queryOptions({ queryKey: mealplanRuleKeys.list(), queryFn: getMealplanRules });
}

export function useMealplanRules() {
  return useQuery(mealplanRulesQueryOptions());
}
