import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type CleanKind = 'images' | 'temp' | 'recipe-folders';
export type CleanResult = ApiResponse<'/api/admin/maintenance/clean/temp', 'post'>;

/** `POST /api/admin/maintenance/clean/{images|temp|recipe-folders}`: irreversible. */
export async function cleanMaintenance(kind: CleanKind): Promise<CleanResult> {
  switch (kind) {
    case 'images':
      return unwrap(await apiClient.POST('/api/admin/maintenance/clean/images'));
    case 'temp':
      return unwrap(await apiClient.POST('/api/admin/maintenance/clean/temp'));
    case 'recipe-folders':
      return unwrap(await apiClient.POST('/api/admin/maintenance/clean/recipe-folders'));
  }
}

export function useCleanMaintenance({ mutationConfig }: { mutationConfig?: MutationConfig<CleanKind, CleanResult> } = {}) {
  return useApiMutation(cleanMaintenance, [adminKeys.maintenance()], mutationConfig);
}
