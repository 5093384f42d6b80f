import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getUnitsQueryOptions } from './get-units';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `DELETE /api/units/{id}` for each id. */
export async function deleteUnits(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/units/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteUnits({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteUnits> } = {}) {
  return useInvalidatingMutation(deleteUnits, [getUnitsQueryOptions().queryKey], mutationConfig);
}
