import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type ConfigCheck = ApiResponse<'/api/admin/about/check', 'get'>;

/** `GET /api/admin/about/check`: which optional parts of the configuration are ready. */
export async function getConfigCheck(): Promise<ConfigCheck> {
  return unwrap(await apiClient.GET('/api/admin/about/check'));
}

export function configCheckQueryOptions() {
  return queryOptions({ queryKey: adminKeys.aboutCheck(), queryFn: getConfigCheck });
}

export function useConfigCheck() {
  return useQuery(configCheckQueryOptions());
}
