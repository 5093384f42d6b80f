import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { type Cookbook, getCookbooksQueryOptions } from './get-cookbooks';

/** Saves the new order with one bulk `PUT /api/households/cookbooks`, positions counted from 1. */
export async function reorderCookbooks(cookbooks: readonly Cookbook[]): Promise<void> {
  await apiClient.PUT('/api/households/cookbooks', {
    body: cookbooks.map((cookbook, index) => ({ ...cookbook, position: index + 1 })),
  });
}

export function useReorderCookbooks({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reorderCookbooks> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // Show the new order at once; the refetch afterwards confirms it.
    onMutate: (cookbooks) => {
      queryClient.setQueryData(
        getCookbooksQueryOptions().queryKey,
        cookbooks.map((cookbook, index) => ({ ...cookbook, position: index + 1 })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCookbooksQueryOptions().queryKey }),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
    },
    mutationFn: reorderCookbooks,
  });
}
