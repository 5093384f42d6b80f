import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AppStatistics = ApiResponse<'/api/admin/about/statistics', 'get'>;

/** `GET /api/admin/about/statistics`: how many recipes, users, households and groups. */
export async function getAppStatistics(): Promise<AppStatistics> {
  return unwrap(await apiClient.GET('/api/admin/about/statistics'));
}

export function appStatisticsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.aboutStatistics(), queryFn: getAppStatistics });
}

export function useAppStatistics() {
  return useQuery(appStatisticsQueryOptions());
}
