import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { appKeys } from './keys';

export type AppAbout = ApiResponse<'/api/app/about', 'get'>;

/** `GET /api/app/about`: the site's name, version and enabled features. */
export async function getAbout(): Promise<AppAbout> {
  return unwrap(await apiClient.GET('/api/app/about'));
}

export function aboutQueryOptions() {
  return queryOptions({ queryKey: appKeys.about(), queryFn: getAbout, staleTime: 5 * 60_000 });
}

export function useAbout({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...aboutQueryOptions(), enabled });
}
