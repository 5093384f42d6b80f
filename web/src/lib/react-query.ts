import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client already retries a failed read once.
        retry: false,
        // The session is refreshed on visibilitychange (lib/auth); other data goes stale by time.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: matches any query options factory
export type QueryConfig<T extends (...args: any[]) => any> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher
export type MutationConfig<Fn extends (...args: any) => Promise<any>> = UseMutationOptions<
  Awaited<ReturnType<Fn>>,
  Error,
  Parameters<Fn>[0]
>;
