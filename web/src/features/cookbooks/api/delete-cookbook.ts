import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getCookbooksQueryOptions } from './get-cookbooks';

/** `DELETE /api/households/cookbooks/{id}`. */
export async function deleteCookbook(id: string): Promise<void> {
  await apiClient.DELETE('/api/households/cookbooks/{itemId}', { params: { path: { itemId: id } } });
}

export function useDeleteCookbook({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteCookbook> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getCookbooksQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: deleteCookbook,
  });
}
