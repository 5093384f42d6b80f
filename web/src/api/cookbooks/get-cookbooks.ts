import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { cookbookKeys } from './keys';

export type Cookbook = ApiResponse<'/api/households/cookbooks', 'get'>['items'][number];

/** The household's cookbooks in their saved order (screens.md §1.4). */
export async function getCookbooks(): Promise<Cookbook[]> {
  const query = { perPage: -1, orderBy: 'position', orderDirection: 'asc' } as const;
  return unwrap(await apiClient.GET('/api/households/cookbooks', { params: { query } })).items;
}

export function cookbooksQueryOptions() {
  return queryOptions({ queryKey: cookbookKeys.list(), queryFn: getCookbooks });
}

export function useCookbooks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cookbooksQueryOptions(), enabled });
}
