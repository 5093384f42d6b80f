import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminHousehold } from './get-household';
import { adminKeys } from './keys';

/** `DELETE /api/admin/households/{id}`; 400 "Cannot delete household with users" while it has any. */
export async function deleteHousehold(id: string): Promise<AdminHousehold> {
  return unwrap(await apiClient.DELETE('/api/admin/households/{itemId}', { params: { path: { itemId: id } } }));
}

export function useDeleteHousehold({ mutationConfig }: { mutationConfig?: MutationConfig<string, AdminHousehold> } = {}) {
  const queryClient = useQueryClient();
  const keys = [adminKeys.households(), adminKeys.groups()];
  return useApiMutation(deleteHousehold, keys, {
    ...mutationConfig,
    // A refusal means the list was stale (someone moved a user in): show what is there now.
    onError: async (...args) => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await mutationConfig?.onError?.(...args);
    },
  });
}
