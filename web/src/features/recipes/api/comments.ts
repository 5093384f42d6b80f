import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/comments {recipeId, text}`. */
export async function createComment({ recipeId, text }: { recipeId: string; text: string; slug: string }): Promise<void> {
  await apiClient.POST('/api/comments', { body: { recipeId, text } });
}

/** `DELETE /api/comments/{id}`: the author or an admin. */
export async function deleteComment({ id }: { id: string; slug: string }): Promise<void> {
  await apiClient.DELETE('/api/comments/{id}', { params: { path: { id } } });
}

// The recipe carries its comments, so both mutations refresh the recipe.
function useCommentMutation<Input extends { slug: string }>(
  mutationFn: (input: Input) => Promise<void>,
  mutationConfig?: MutationConfig<(input: Input) => Promise<void>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn,
  });
}

export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createComment> } = {}) {
  return useCommentMutation(createComment, mutationConfig);
}

export function useDeleteComment({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteComment> } = {}) {
  return useCommentMutation(deleteComment, mutationConfig);
}
