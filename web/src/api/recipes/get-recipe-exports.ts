import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

export type DataExport = ApiResponse<'/api/recipes/bulk-actions/export', 'get'>[number];

/** The group's recipe exports (`GET /api/recipes/bulk-actions/export`). */
export async function getDataExports(): Promise<DataExport[]> {
  return unwrap(await apiClient.GET('/api/recipes/bulk-actions/export'));
}

export function dataExportsQueryOptions() {
  return queryOptions({ queryKey: recipeKeys.exports(), queryFn: getDataExports });
}

export function useDataExports({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dataExportsQueryOptions(), enabled });
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

export function usePurgeDataExports({ mutationConfig }: { mutationConfig?: MutationConfig<void, void> } = {}) {
  return useApiMutation(purgeDataExports, [recipeKeys.exports()], mutationConfig);
}
