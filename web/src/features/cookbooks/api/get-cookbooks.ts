import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type Cookbook = ApiResponse<'/api/households/cookbooks', 'get'>['items'][number];

/** The household's cookbooks in their saved order (screens.md §1.4). */
export async function getCookbooks(): Promise<Cookbook[]> {
  const page = unwrap(
    await apiClient.GET('/api/households/cookbooks', {
      params: { query: { perPage: -1, orderBy: 'position', orderDirection: 'asc' } },
    }),
  );
  return page.items;
}

export function getCookbooksQueryOptions() {
  return queryOptions({ queryKey: ['cookbooks', 'list'], queryFn: getCookbooks });
}

export function useCookbooks(config: QueryConfig<typeof getCookbooksQueryOptions> = {}) {
  return useQuery({ ...getCookbooksQueryOptions(), ...config });
}
