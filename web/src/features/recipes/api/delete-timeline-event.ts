import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `DELETE /api/recipes/timeline/events/{id}`. */
export async function deleteTimelineEvent(id: string): Promise<void> {
  await apiClient.DELETE('/api/recipes/timeline/events/{id}', { params: { path: { id } } });
}

export function useDeleteTimelineEvent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteTimelineEvent> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'timeline'] });
      await onSuccess?.(...args);
    },
    mutationFn: deleteTimelineEvent,
  });
}
