import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type MaintenanceStorage = ApiResponse<'/api/admin/maintenance/storage', 'get'>;

/** `GET /api/admin/maintenance/storage`: the size of each folder in the data folder, as text. */
export async function getMaintenanceStorage(): Promise<MaintenanceStorage> {
  return unwrap(await apiClient.GET('/api/admin/maintenance/storage'));
}

export function maintenanceStorageQueryOptions() {
  return queryOptions({ queryKey: adminKeys.maintenanceStorage(), queryFn: getMaintenanceStorage });
}

export function useMaintenanceStorage() {
  return useQuery(maintenanceStorageQueryOptions());
}
