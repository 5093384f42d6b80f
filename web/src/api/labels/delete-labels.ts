import { apiClient } from '../client';
import { foodKeys } from '../foods/keys';
import { type MutationConfig, useApiMutation } from '../mutation';
import { labelKeys } from './keys';

/** `DELETE /api/groups/labels/{id}` for each id. */
export async function deleteLabels(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/groups/labels/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteLabels({ mutationConfig }: { mutationConfig?: MutationConfig<string[], void> } = {}) {
  // Foods embed their label.
  return useApiMutation(deleteLabels, [labelKeys.all, foodKeys.all], mutationConfig);
}
