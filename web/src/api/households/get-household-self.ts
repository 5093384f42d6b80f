import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type HouseholdSelf = ApiResponse<'/api/households/self', 'get'>;

/** `GET /api/households/self`: the signed-in user's household with its preferences. */
export async function getHouseholdSelf(): Promise<HouseholdSelf> {
  return unwrap(await apiClient.GET('/api/households/self'));
}

export function householdSelfQueryOptions() {
  return queryOptions({ queryKey: householdKeys.self(), queryFn: getHouseholdSelf });
}

export function useHouseholdSelf({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...householdSelfQueryOptions(), enabled });
}
