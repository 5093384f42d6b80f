import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `DELETE /api/groups/reports/{id}`. */
export async function deleteReport({ id }: { id: string }): Promise<void> {
  await apiClient.DELETE('/api/groups/reports/{id}', { params: { path: { id } } });
}

export function useDeleteReport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteReport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
      await onSuccess?.(...args);
    },
    mutationFn: deleteReport,
  });
}
