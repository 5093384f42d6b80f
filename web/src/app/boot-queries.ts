import type { QueryClient } from '@tanstack/react-query';
import { aboutQueryOptions } from '../api/app/get-about';
import { themeQueryOptions } from '../api/app/get-theme';
import { sessionUserQueryOptions } from '../lib/auth/session-user-query';
import { getStoredToken } from '../lib/auth/token-storage';

/**
 * Starts what every page reads (the site's about and theme, and the signed-in user) while the
 * messages and the page's modules download, so the first render has them: no round trip after
 * it, and no second render of the whole page when the theme arrives.
 */
export function prefetchBootQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(aboutQueryOptions());
  void queryClient.prefetchQuery(themeQueryOptions());
  const token = getStoredToken();
  if (token !== null) void queryClient.prefetchQuery(sessionUserQueryOptions(token));
}
