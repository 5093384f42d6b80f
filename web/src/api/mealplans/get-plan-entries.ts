import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry } from './types';

/** `GET /api/households/mealplans?start_date=&end_date=` (both inclusive, `YYYY-MM-DD`): every entry, by date then id. */
export async function getPlanEntries(startDate: string, endDate: string): Promise<PlanEntry[]> {
  const query = { page: 1, perPage: -1, start_date: startDate, end_date: endDate };
  return unwrap(await apiClient.GET('/api/households/mealplans', { params: { query } })).items;
}

export function planEntriesQueryOptions(startDate: string, endDate: string) {
  return queryOptions({ queryKey: mealPlanKeys.range(startDate, endDate), queryFn: () => getPlanEntries(startDate, endDate) });
}

/** The entries of a range; the previous range stays on screen while a new one loads. */
export function usePlanEntries(startDate: string, endDate: string) {
  return useQuery({ ...planEntriesQueryOptions(startDate, endDate), placeholderData: keepPreviousData });
}
