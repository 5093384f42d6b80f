import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type MaintenanceSummary = ApiResponse<'/api/admin/maintenance', 'get'>;

/** `GET /api/admin/maintenance`: the data folder's size and what the clean-ups would remove. */
export async function getMaintenanceSummary(): Promise<MaintenanceSummary> {
  return unwrap(await apiClient.GET('/api/admin/maintenance'));
}

export function maintenanceSummaryQueryOptions() {
  return queryOptions({ queryKey: adminKeys.maintenanceSummary(), queryFn: getMaintenanceSummary });
}

export function useMaintenanceSummary() {
  return useQuery(maintenanceSummaryQueryOptions());
}
