import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getLabelsQueryOptions } from './get-labels';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `DELETE /api/groups/labels/{id}` for each id. */
export async function deleteLabels(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/groups/labels/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteLabels({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteLabels> } = {}) {
  return useInvalidatingMutation(deleteLabels, [getLabelsQueryOptions().queryKey, ['foods']], mutationConfig);
}
