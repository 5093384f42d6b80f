import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { getCurrentUserQueryOptions } from '../../../lib/auth/get-current-user';
import type { MutationConfig } from '../../../lib/react-query';

/** `DELETE /api/users/api-tokens/{id}` revokes the token at once. */
export async function deleteApiToken(id: number): Promise<void> {
  await apiClient.DELETE('/api/users/api-tokens/{tokenId}', { params: { path: { tokenId: id } } });
}

export function useDeleteApiToken({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteApiToken> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: deleteApiToken,
  });
}
