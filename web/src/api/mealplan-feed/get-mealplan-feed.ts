import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { mealplanFeedKeys } from './keys';

export type MealplanFeed = ApiResponse<'/api/households/mealplans/feed', 'get'>;

/** `GET /api/households/mealplans/feed`: the household's private calendar address, or `url: null`. */
export async function getMealplanFeed(): Promise<MealplanFeed> {
  return unwrap(await apiClient.GET('/api/households/mealplans/feed'));
}

export function mealplanFeedQueryOptions() {
  return queryOptions({ queryKey: mealplanFeedKeys.detail(), queryFn: getMealplanFeed });
}

export function useMealplanFeed() {
  return useQuery(mealplanFeedQueryOptions());
}
