import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminGroup } from './get-group';
import { adminKeys } from './keys';

/** `DELETE /api/admin/groups/{id}`; 400 "Cannot delete group with users" while it has any. */
export async function deleteGroup(id: string): Promise<AdminGroup> {
  return unwrap(await apiClient.DELETE('/api/admin/groups/{itemId}', { params: { path: { itemId: id } } }));
}

export function useDeleteGroup({ mutationConfig }: { mutationConfig?: MutationConfig<string, AdminGroup> } = {}) {
  const queryClient = useQueryClient();
  const keys = [adminKeys.households(), adminKeys.groups()];
  return useApiMutation(deleteGroup, keys, {
    ...mutationConfig,
    // A refusal means the list was stale (someone moved a user in): show what is there now.
    onError: async (...args) => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await mutationConfig?.onError?.(...args);
    },
  });
}
