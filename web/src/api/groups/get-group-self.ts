import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { groupKeys } from './keys';

export type GroupSelf = ApiResponse<'/api/groups/self', 'get'>;

/** `GET /api/groups/self`: the signed-in user's group with its preferences. */
export async function getGroupSelf(): Promise<GroupSelf> {
  return unwrap(await apiClient.GET('/api/groups/self'));
}

export function groupSelfQueryOptions() {
  return queryOptions({ queryKey: groupKeys.self(), queryFn: getGroupSelf });
}

export function useGroupSelf() {
  return useQuery(groupSelfQueryOptions());
}
