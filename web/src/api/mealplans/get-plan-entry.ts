import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry } from './types';

/** `GET /api/households/mealplans/{id}`. */
export async function getPlanEntry(id: number): Promise<PlanEntry> {
  return unwrap(await apiClient.GET('/api/households/mealplans/{itemId}', { params: { path: { itemId: id } } }));
}

export function planEntryQueryOptions(id: number) {
  return queryOptions({ queryKey: mealPlanKeys.detail(id), queryFn: () => getPlanEntry(id) });
}

export function usePlanEntry(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...planEntryQueryOptions(id), enabled });
}
