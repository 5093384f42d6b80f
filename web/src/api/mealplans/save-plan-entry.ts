import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry, PlanEntryInput } from './types';

export interface SavePlanEntryInput {
  /** The entry as read, to change it; absent to create one. */
  entry?: PlanEntry;
  data: PlanEntryInput;
}

/** `POST /api/households/mealplans`, or `PUT /api/households/mealplans/{id}` with the entry read and the changed fields. */
export async function savePlanEntry({ entry, data }: SavePlanEntryInput): Promise<PlanEntry> {
  if (!entry) return unwrap(await apiClient.POST('/api/households/mealplans', { body: data }));
  return updatePlanEntry(entry, data);
}

/** `PUT /api/households/mealplans/{id}`: the entry it read, with `changes` applied (Mealie's client sends the whole entry). */
export async function updatePlanEntry(entry: PlanEntry, changes: Partial<PlanEntryInput>): Promise<PlanEntry> {
  const { recipe: _recipe, ...fields } = entry;
  return unwrap(
    await apiClient.PUT('/api/households/mealplans/{itemId}', {
      params: { path: { itemId: entry.id } },
      body: { ...fields, ...changes },
    }),
  );
}

export function useSavePlanEntry({ mutationConfig }: { mutationConfig?: MutationConfig<SavePlanEntryInput, PlanEntry> } = {}) {
  return useApiMutation(savePlanEntry, [mealPlanKeys.all], mutationConfig);
}
