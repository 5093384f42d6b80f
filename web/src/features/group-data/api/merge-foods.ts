import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getFoodsQueryOptions } from './get-foods';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `PUT /api/foods/merge`: the source's usages move to the target, then the source is removed. */
export async function mergeFoods({ fromId, toId }: { fromId: string; toId: string }): Promise<void> {
  await apiClient.PUT('/api/foods/merge', { body: { fromFood: fromId, toFood: toId } });
}

export function useMergeFoods({ mutationConfig }: { mutationConfig?: MutationConfig<typeof mergeFoods> } = {}) {
  // Recipes show the food by name, so their cached copies are stale too.
  return useInvalidatingMutation(mergeFoods, [getFoodsQueryOptions().queryKey, ['recipes']], mutationConfig);
}
