import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `DELETE /api/comments/{id}`: the author or an admin. */
export async function deleteComment({ id }: { id: string; slug: string }): Promise<void> {
  await apiClient.DELETE('/api/comments/{id}', { params: { path: { id } } });
}

// The recipe carries its comments, so the recipe is read again.
export function useDeleteComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteComment> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn: deleteComment,
  });
}
