import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';
import type { SessionUser } from './get-current-user';
import { userKeys } from './keys';

export type UserUpdate = ApiRequestBody<'/api/users/{id}', 'put'>;

export const personalInfoSchema = z.object({
  username: z.string().trim().min(1, 'common.validation.required'),
  fullName: z.string().trim().min(1, 'common.validation.required'),
  email: z.email('common.validation.email'),
});

export type PersonalInfoInput = z.infer<typeof personalInfoSchema>;

/** `PUT /api/users/{id}` takes the whole UserBase: the user as it is, with the changes on top. */
export function toUserUpdate(user: SessionUser, changes: Partial<UserUpdate>): UserUpdate {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    authMethod: user.authMethod,
    admin: user.admin,
    group: user.group,
    household: user.household,
    advanced: user.advanced,
    canInvite: user.canInvite,
    canManage: user.canManage,
    canManageHousehold: user.canManageHousehold,
    canOrganize: user.canOrganize,
    ...changes,
  };
}

export interface UpdateUserInput {
  id: string;
  data: UserUpdate;
}

export async function updateUser({ id, data }: UpdateUserInput): Promise<void> {
  await apiClient.PUT('/api/users/{id}', { params: { path: { id } }, body: data });
}

export function useUpdateUser({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateUserInput, void> } = {}) {
  return useApiMutation(updateUser, [userKeys.self()], mutationConfig);
}
