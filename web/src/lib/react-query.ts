import { QueryClient } from '@tanstack/react-query';

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
