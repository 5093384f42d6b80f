import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminUser } from './get-users';
import { adminKeys } from './keys';

/** `DELETE /api/admin/users/{id}`. */
export async function deleteUser(id: string): Promise<AdminUser> {
  return unwrap(await apiClient.DELETE('/api/admin/users/{itemId}', { params: { path: { itemId: id } } }));
}

export function useDeleteUser({ mutationConfig }: { mutationConfig?: MutationConfig<string, AdminUser> } = {}) {
  return useApiMutation(deleteUser, [adminKeys.users(), adminKeys.groups(), adminKeys.households()], mutationConfig);
}
