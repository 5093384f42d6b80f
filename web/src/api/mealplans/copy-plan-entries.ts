import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { components } from '../schema';
import { unwrap } from '../unwrap';
import { mealPlanKeys } from './keys';
import type { PlanEntry } from './types';

export type CopyPlanRangeInput = components['schemas']['CopyPlanRangeInput'];

/** `POST /api/households/mealplans/copy` (Larder): copies startDate…endDate so that startDate lands on targetDate. */
export async function copyPlanEntries(input: CopyPlanRangeInput): Promise<PlanEntry[]> {
  return unwrap(await apiClient.POST('/api/households/mealplans/copy', { body: input }));
}

export function useCopyPlanEntries({ mutationConfig }: { mutationConfig?: MutationConfig<CopyPlanRangeInput, PlanEntry[]> } = {}) {
  return useApiMutation(copyPlanEntries, [mealPlanKeys.all], mutationConfig);
}
