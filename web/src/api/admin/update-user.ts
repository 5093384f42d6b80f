import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { userKeys } from '../users/keys';
import type { AdminUser } from './get-users';
import { adminKeys } from './keys';
import type { UserUpdateInput } from './user-schemas';

export interface UpdateUserInput {
  user: AdminUser;
  values: UserUpdateInput;
}

/** `PUT /api/admin/users/{id}` with the whole account, as Mealie's screen sends it. */
export async function updateUser({ user, values }: UpdateUserInput): Promise<AdminUser> {
  const body = { id: user.id, authMethod: user.authMethod, ...values };
  return unwrap(await apiClient.PUT('/api/admin/users/{itemId}', { params: { path: { itemId: user.id } }, body }));
}

export function useUpdateUser({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateUserInput, AdminUser> } = {}) {
  // A move changes the member lists of groups and households; editing yourself changes the session.
  return useApiMutation(updateUser, [adminKeys.users(), adminKeys.groups(), adminKeys.households(), userKeys.self()], mutationConfig);
}
