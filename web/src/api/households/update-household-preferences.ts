import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type HouseholdPreferencesUpdate = ApiRequestBody<'/api/households/preferences', 'put'>;
type UpdatedPreferences = ApiResponse<'/api/households/preferences', 'put'>;

/** `PUT /api/households/preferences` with every preference. */
export async function updateHouseholdPreferences(data: HouseholdPreferencesUpdate): Promise<UpdatedPreferences> {
  return unwrap(await apiClient.PUT('/api/households/preferences', { body: data }));
}

export function useUpdateHouseholdPreferences({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<HouseholdPreferencesUpdate, UpdatedPreferences>;
} = {}) {
  // The household self read carries the preferences too (first day of week, edit lock).
  return useApiMutation(updateHouseholdPreferences, [householdKeys.preferences(), householdKeys.self()], mutationConfig);
}
