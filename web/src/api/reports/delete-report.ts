import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { reportKeys } from './keys';

export interface DeleteReportInput {
  id: string;
}

/** `DELETE /api/groups/reports/{id}`. */
export async function deleteReport({ id }: DeleteReportInput): Promise<void> {
  await apiClient.DELETE('/api/groups/reports/{id}', { params: { path: { id } } });
}

export function useDeleteReport({ mutationConfig }: { mutationConfig?: MutationConfig<DeleteReportInput, void> } = {}) {
  return useApiMutation(deleteReport, [reportKeys.all], mutationConfig);
}
