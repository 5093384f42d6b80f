import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** What a mutation refreshes once it succeeded: keys from the resource modules' key factories. */
export type Invalidates<TInput, TData> = readonly QueryKey[] | ((input: TInput, data: TData) => readonly QueryKey[]);

export type MutationConfig<TInput, TData = unknown> = Omit<UseMutationOptions<TData, Error, TInput>, 'mutationFn'>;

/**
 * The one way the app writes: runs `mutationFn`, then marks the queries named by `invalidates`
 * stale (active ones refetch, and are awaited so that the screen shows the new data when the
 * caller's `onSuccess` runs), then calls the caller's `onSuccess`.
 */
export function useApiMutation<TInput, TData>(
  mutationFn: (input: TInput) => Promise<TData>,
  invalidates: Invalidates<TInput, TData>,
  config: MutationConfig<TInput, TData> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config;
  return useMutation<TData, Error, TInput>({
    ...rest,
    mutationFn,
    onSuccess: async (data, input, ...more) => {
      const keys = typeof invalidates === 'function' ? invalidates(input, data) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, input, ...more);
    },
  });
}
