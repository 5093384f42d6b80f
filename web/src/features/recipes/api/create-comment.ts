import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/comments {recipeId, text}`. */
export async function createComment({ recipeId, text }: { recipeId: string; text: string; slug: string }): Promise<void> {
  await apiClient.POST('/api/comments', { body: { recipeId, text } });
}

// The recipe carries its comments, so the recipe is read again.
export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createComment> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn: createComment,
  });
}
