import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type HouseholdMember = ApiResponse<'/api/households/members', 'get'>['items'][number];

/** `GET /api/households/members`: everyone in the user's household, by name, unpaged. */
export async function getHouseholdMembers(): Promise<HouseholdMember[]> {
  const query = { perPage: -1, orderBy: 'username', orderDirection: 'asc' } as const;
  return unwrap(await apiClient.GET('/api/households/members', { params: { query } })).items;
}

export function householdMembersQueryOptions() {
  return queryOptions({ queryKey: householdKeys.members(), queryFn: getHouseholdMembers });
}

export function useHouseholdMembers() {
  return useQuery(householdMembersQueryOptions());
}
