import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig, QueryConfig } from '../../../lib/react-query';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export type DataExport = ApiResponse<'/api/recipes/bulk-actions/export', 'get'>[number];

/** The group's recipe exports (`GET /api/recipes/bulk-actions/export`). */
export async function getDataExports(): Promise<DataExport[]> {
  return unwrap(await apiClient.GET('/api/recipes/bulk-actions/export'));
}

export function getDataExportsQueryOptions() {
  return queryOptions({ queryKey: ['recipes', 'exports'], queryFn: getDataExports });
}

export function useDataExports(config: QueryConfig<typeof getDataExportsQueryOptions> = {}) {
  return useQuery({ ...getDataExportsQueryOptions(), ...config });
}

/** A download token for one export, opened through `/api/utils/download`. */
export async function getDataExportDownloadUrl(path: string): Promise<string> {
  const { fileToken } = unwrap(await apiClient.GET('/api/recipes/bulk-actions/export/download', { params: { query: { path } } }));
  return `/api/utils/download?token=${encodeURIComponent(fileToken)}`;
}

/** `DELETE /api/recipes/bulk-actions/export/purge`. */
export async function purgeDataExports(): Promise<void> {
  await apiClient.DELETE('/api/recipes/bulk-actions/export/purge');
}

export function usePurgeDataExports({ mutationConfig }: { mutationConfig?: MutationConfig<typeof purgeDataExports> } = {}) {
  return useInvalidatingMutation(purgeDataExports, [getDataExportsQueryOptions().queryKey], mutationConfig);
}
