import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { userKeys } from '../users/keys';
import { adminKeys } from './keys';

export type AdminGroupUpdate = ApiRequestBody<'/api/admin/groups/{itemId}', 'put'>;
type UpdatedGroup = ApiResponse<'/api/admin/groups/{itemId}', 'put'>;

export interface UpdateGroupInput {
  id: string;
  data: AdminGroupUpdate;
}

/** `PUT /api/admin/groups/{id}` with the whole group. */
export async function updateGroup({ id, data }: UpdateGroupInput): Promise<UpdatedGroup> {
  return unwrap(await apiClient.PUT('/api/admin/groups/{itemId}', { params: { path: { itemId: id } }, body: data }));
}

export function useUpdateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateGroupInput, UpdatedGroup> } = {}) {
  // Households and users show the group's name; the session's group slug may change with it.
  return useApiMutation(updateGroup, [adminKeys.groups(), adminKeys.households(), adminKeys.users(), userKeys.self()], mutationConfig);
}
