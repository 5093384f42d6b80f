import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AdminHouseholdUpdate = ApiRequestBody<'/api/admin/households/{itemId}', 'put'>;
type UpdatedHousehold = ApiResponse<'/api/admin/households/{itemId}', 'put'>;

export interface UpdateHouseholdInput {
  id: string;
  data: AdminHouseholdUpdate;
}

/** `PUT /api/admin/households/{id}` with the whole household. */
export async function updateHousehold({ id, data }: UpdateHouseholdInput): Promise<UpdatedHousehold> {
  return unwrap(await apiClient.PUT('/api/admin/households/{itemId}', { params: { path: { itemId: id } }, body: data }));
}

export function useUpdateHousehold({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateHouseholdInput, UpdatedHousehold> } = {}) {
  // Groups and users show the household's name.
  return useApiMutation(updateHousehold, [adminKeys.households(), adminKeys.groups(), adminKeys.users()], mutationConfig);
}
