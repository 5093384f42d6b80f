import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { appKeys } from './keys';

export type AppTheme = ApiResponse<'/api/app/about/theme', 'get'>;

/** `GET /api/app/about/theme`: the site's colours. */
export async function getTheme(): Promise<AppTheme> {
  return unwrap(await apiClient.GET('/api/app/about/theme'));
}

export function themeQueryOptions() {
  return queryOptions({ queryKey: appKeys.theme(), queryFn: getTheme, staleTime: Number.POSITIVE_INFINITY });
}

export function useAppTheme({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...themeQueryOptions(), enabled });
}
