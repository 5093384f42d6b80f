import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { appKeys } from './keys';

export type StartupInfo = ApiResponse<'/api/app/about/startup-info', 'get'>;

/** `GET /api/app/about/startup-info`: whether this is the first login, for the setup wizard. */
export async function getStartupInfo(): Promise<StartupInfo> {
  return unwrap(await apiClient.GET('/api/app/about/startup-info'));
}

export function startupInfoQueryOptions() {
  // Changes when an admin finishes the setup wizard, so it is never taken from the cache.
  return queryOptions({ queryKey: appKeys.startupInfo(), queryFn: getStartupInfo, staleTime: 0 });
}

/** `maxAge` (ms): how old an answer may be and still serve, for a page whose first answer the boot asked for. */
export function useStartupInfo({ enabled = true, maxAge = 0 }: { enabled?: boolean; maxAge?: number } = {}) {
  return useQuery({ ...startupInfoQueryOptions(), enabled, staleTime: maxAge });
}
