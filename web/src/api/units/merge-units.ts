import { apiClient } from '../client';
import type { MergeInput } from '../foods/merge-foods';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from '../recipes/keys';
import { unitKeys } from './keys';

/** `PUT /api/units/merge`: the source's usages move to the target, then the source is removed. */
export async function mergeUnits({ fromId, toId }: MergeInput): Promise<void> {
  await apiClient.PUT('/api/units/merge', { body: { fromUnit: fromId, toUnit: toId } });
}

export function useMergeUnits({ mutationConfig }: { mutationConfig?: MutationConfig<MergeInput, void> } = {}) {
  return useApiMutation(mergeUnits, [unitKeys.all, recipeKeys.lists(), recipeKeys.details()], mutationConfig);
}
