import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry, PlanEntryType } from './types';

export interface RandomPlanEntryInput {
  date: string;
  entryType: PlanEntryType;
}

/**
 * `POST /api/households/mealplans/random`: plans a random recipe that follows the household's
 * rules. A 404 ("No recipes match your rules") is shown by the client from its `detail.message`.
 */
export async function createRandomPlanEntry(input: RandomPlanEntryInput): Promise<PlanEntry> {
  return unwrap(await apiClient.POST('/api/households/mealplans/random', { body: input }));
}

export function useCreateRandomPlanEntry({ mutationConfig }: { mutationConfig?: MutationConfig<RandomPlanEntryInput, PlanEntry> } = {}) {
  return useApiMutation(createRandomPlanEntry, [mealPlanKeys.all], mutationConfig);
}
