import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type AppTheme = ApiResponse<'/api/app/about/theme', 'get'>;

export async function getTheme(): Promise<AppTheme> {
  return unwrap(await apiClient.GET('/api/app/about/theme'));
}

export function getThemeQueryOptions() {
  return queryOptions({ queryKey: ['app', 'theme'], queryFn: getTheme, staleTime: Number.POSITIVE_INFINITY });
}

export function useAppTheme(config: QueryConfig<typeof getThemeQueryOptions> = {}) {
  return useQuery({ ...getThemeQueryOptions(), ...config });
}
