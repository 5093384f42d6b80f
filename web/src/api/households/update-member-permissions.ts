import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { userKeys } from '../users/keys';
import { householdKeys } from './keys';

export type MemberPermissions = ApiRequestBody<'/api/households/permissions', 'put'>;
type UpdatedMember = ApiResponse<'/api/households/permissions', 'put'>;

/** `PUT /api/households/permissions`: a member's four flags, all given. */
export async function updateMemberPermissions(data: MemberPermissions): Promise<UpdatedMember> {
  return unwrap(await apiClient.PUT('/api/households/permissions', { body: data }));
}

export function useUpdateMemberPermissions({ mutationConfig }: { mutationConfig?: MutationConfig<MemberPermissions, UpdatedMember> } = {}) {
  return useApiMutation(updateMemberPermissions, [householdKeys.members(), userKeys.self()], mutationConfig);
}
