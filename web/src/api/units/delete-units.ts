import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unitKeys } from './keys';

/** `DELETE /api/units/{id}` for each id. */
export async function deleteUnits(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/units/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteUnits({ mutationConfig }: { mutationConfig?: MutationConfig<string[], void> } = {}) {
  return useApiMutation(deleteUnits, [unitKeys.all], mutationConfig);
}
