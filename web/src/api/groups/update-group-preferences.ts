import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { groupKeys } from './keys';

export type GroupPreferencesUpdate = ApiRequestBody<'/api/groups/preferences', 'put'>;
type UpdatedGroupPreferences = ApiResponse<'/api/groups/preferences', 'put'>;

/** `PUT /api/groups/preferences {privateGroup}`. */
export async function updateGroupPreferences(data: GroupPreferencesUpdate): Promise<UpdatedGroupPreferences> {
  return unwrap(await apiClient.PUT('/api/groups/preferences', { body: data }));
}

export function useUpdateGroupPreferences({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<GroupPreferencesUpdate, UpdatedGroupPreferences>;
} = {}) {
  return useApiMutation(updateGroupPreferences, [groupKeys.self(), groupKeys.preferences()], mutationConfig);
}
