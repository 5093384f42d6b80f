import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type HouseholdStatistics = ApiResponse<'/api/households/statistics', 'get'>;

/** `GET /api/households/statistics`: counts of recipes, users, categories, tags and tools. */
export async function getHouseholdStatistics(): Promise<HouseholdStatistics> {
  return unwrap(await apiClient.GET('/api/households/statistics'));
}

export function householdStatisticsQueryOptions() {
  return queryOptions({ queryKey: householdKeys.statistics(), queryFn: getHouseholdStatistics });
}

export function useHouseholdStatistics() {
  return useQuery(householdStatisticsQueryOptions());
}
