import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { Cookbook } from './get-cookbooks';
import { cookbookKeys } from './keys';

const numbered = (cookbooks: readonly Cookbook[]) => cookbooks.map((cookbook, index) => ({ ...cookbook, position: index + 1 }));

/** Saves the new order with one bulk `PUT /api/households/cookbooks`, positions counted from 1. */
export async function reorderCookbooks(cookbooks: readonly Cookbook[]): Promise<void> {
  await apiClient.PUT('/api/households/cookbooks', { body: numbered(cookbooks) });
}

export function useReorderCookbooks({ mutationConfig }: { mutationConfig?: MutationConfig<readonly Cookbook[], void> } = {}) {
  const queryClient = useQueryClient();
  const { onMutate, onSettled, ...config } = mutationConfig ?? {};
  return useApiMutation(reorderCookbooks, [], {
    ...config,
    // Show the new order at once; the refetch afterwards confirms it (or undoes a failed move).
    onMutate: (cookbooks, ...rest) => {
      queryClient.setQueryData(cookbookKeys.list(), numbered(cookbooks));
      return onMutate?.(cookbooks, ...rest);
    },
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: cookbookKeys.list() });
      await onSettled?.(...args);
    },
  });
}
