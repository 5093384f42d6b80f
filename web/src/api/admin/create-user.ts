import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminUser } from './get-users';
import { adminKeys } from './keys';
import type { UserCreateInput } from './user-schemas';

/** `POST /api/admin/users`: group and household by name. */
export async function createUser(values: UserCreateInput): Promise<AdminUser> {
  return unwrap(await apiClient.POST('/api/admin/users', { body: { ...values, authMethod: 'Mealie' } }));
}

export function useCreateUser({ mutationConfig }: { mutationConfig?: MutationConfig<UserCreateInput, AdminUser> } = {}) {
  // Groups and households list their users.
  return useApiMutation(createUser, [adminKeys.users(), adminKeys.groups(), adminKeys.households()], mutationConfig);
}
