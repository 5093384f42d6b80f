import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getUnitsQueryOptions } from './get-units';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `PUT /api/units/merge`: the source's usages move to the target, then the source is removed. */
export async function mergeUnits({ fromId, toId }: { fromId: string; toId: string }): Promise<void> {
  await apiClient.PUT('/api/units/merge', { body: { fromUnit: fromId, toUnit: toId } });
}

export function useMergeUnits({ mutationConfig }: { mutationConfig?: MutationConfig<typeof mergeUnits> } = {}) {
  return useInvalidatingMutation(mergeUnits, [getUnitsQueryOptions().queryKey, ['recipes']], mutationConfig);
}
