import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry } from './types';

/** `DELETE /api/households/mealplans/{id}`: answers the deleted entry (kept for an undo). */
export async function deletePlanEntry(id: number): Promise<PlanEntry> {
  return unwrap(await apiClient.DELETE('/api/households/mealplans/{itemId}', { params: { path: { itemId: id } } }));
}

export function useDeletePlanEntry({ mutationConfig }: { mutationConfig?: MutationConfig<number, PlanEntry> } = {}) {
  return useApiMutation(deletePlanEntry, [mealPlanKeys.all], mutationConfig);
}
