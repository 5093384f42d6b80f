import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * A mutation that refreshes the given queries before the caller's `onSuccess` runs, the pattern
 * every group-data write shares.
 */
// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher
export function useInvalidatingMutation<Fn extends (input: any) => Promise<any>>(
  mutationFn: Fn,
  queryKeys: QueryKey[],
  mutationConfig: MutationConfig<Fn> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
    mutationFn,
  });
}
