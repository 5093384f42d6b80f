import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type AppAbout = ApiResponse<'/api/app/about', 'get'>;

export async function getAbout(): Promise<AppAbout> {
  return unwrap(await apiClient.GET('/api/app/about'));
}

export function getAboutQueryOptions() {
  return queryOptions({ queryKey: ['app', 'about'], queryFn: getAbout, staleTime: 5 * 60_000 });
}

export function useAbout(config: QueryConfig<typeof getAboutQueryOptions> = {}) {
  return useQuery({ ...getAboutQueryOptions(), ...config });
}
