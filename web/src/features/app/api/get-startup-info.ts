import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type StartupInfo = ApiResponse<'/api/app/about/startup-info', 'get'>;

export async function getStartupInfo(): Promise<StartupInfo> {
  return unwrap(await apiClient.GET('/api/app/about/startup-info'));
}

export function getStartupInfoQueryOptions() {
  // Changes when an admin finishes the setup wizard, so it is never taken from the cache.
  return queryOptions({ queryKey: ['app', 'startup-info'], queryFn: getStartupInfo, staleTime: 0 });
}

export function useStartupInfo(config: QueryConfig<typeof getStartupInfoQueryOptions> = {}) {
  return useQuery({ ...getStartupInfoQueryOptions(), ...config });
}
