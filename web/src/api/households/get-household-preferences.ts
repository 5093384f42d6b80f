import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type HouseholdPreferences = ApiResponse<'/api/households/preferences', 'get'>;

/** `GET /api/households/preferences` (household managers and admins). */
export async function getHouseholdPreferences(): Promise<HouseholdPreferences> {
  return unwrap(await apiClient.GET('/api/households/preferences'));
}

export function householdPreferencesQueryOptions() {
  return queryOptions({ queryKey: householdKeys.preferences(), queryFn: getHouseholdPreferences });
}

export function useHouseholdPreferences() {
  return useQuery(householdPreferencesQueryOptions());
}
