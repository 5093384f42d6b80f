import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `DELETE /api/recipes/{slug}`. */
export async function deleteRecipe(slug: string): Promise<void> {
  await apiClient.DELETE('/api/recipes/{slug}', { params: { path: { slug } } });
}

export function useDeleteRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteRecipe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: ['recipes', 'detail', args[1]] });
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
      await onSuccess?.(...args);
    },
    mutationFn: deleteRecipe,
  });
}
