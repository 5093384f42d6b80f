import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from '../recipes/keys';
import { foodKeys } from './keys';

export interface MergeInput {
  fromId: string;
  toId: string;
}

/** `PUT /api/foods/merge`: the source's usages move to the target, then the source is removed. */
export async function mergeFoods({ fromId, toId }: MergeInput): Promise<void> {
  await apiClient.PUT('/api/foods/merge', { body: { fromFood: fromId, toFood: toId } });
}

export function useMergeFoods({ mutationConfig }: { mutationConfig?: MutationConfig<MergeInput, void> } = {}) {
  // Recipes show the food by name, so their cached copies are stale too.
  return useApiMutation(mergeFoods, [foodKeys.all, recipeKeys.lists(), recipeKeys.details()], mutationConfig);
}
