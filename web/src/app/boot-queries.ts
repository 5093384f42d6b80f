import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { aboutQueryOptions } from '../api/app/get-about';
import { startupInfoQueryOptions } from '../api/app/get-startup-info';
import { themeQueryOptions } from '../api/app/get-theme';
import { recipeQueryOptions } from '../api/recipes/get-recipe';
import { recipesInfiniteQueryOptions } from '../api/recipes/get-recipes';
import { MEMBER_SOURCE } from '../api/source';
import { paths } from '../config/paths';
import { firstRecipeListQuery } from '../features/recipe-browse/lib/browse-filters';
import { sessionUserQueryOptions } from '../lib/auth/session-user-query';
import { getStoredToken } from '../lib/auth/token-storage';
import type { PageMatch } from './page-modules';

interface PageAddress {
  params: Params;
  search: string;
}

/** What a page reads first, by its route: started at boot, not once its module has loaded and rendered. */
const pageQueries: Record<string, (queryClient: QueryClient, page: PageAddress) => void> = {
  [paths.auth.login.path]: (queryClient) => void queryClient.prefetchQuery(startupInfoQueryOptions()),
};

/** The same for a member of the page's group (the group comes with the signed-in user). */
const memberPageQueries: Record<string, (queryClient: QueryClient, page: PageAddress) => void> = {
  [paths.group.home.path]: (queryClient, { search }) => {
    const query = firstRecipeListQuery(search);
    if (query) void queryClient.prefetchInfiniteQuery(recipesInfiniteQueryOptions(MEMBER_SOURCE, query));
  },
  [paths.group.recipe.path]: (queryClient, { params }) => {
    if (params.slug) void queryClient.prefetchQuery(recipeQueryOptions(params.slug, MEMBER_SOURCE));
  },
};

/**
 * Starts the queries of what every page reads (the site's about and theme, and the signed-in user),
 * and of what `match` (the page the entry matched) reads first, while the messages and the page's
 * modules download: the first render has them, with no round trip after it, and no second render of the
 * whole page when the theme arrives. Their requests are answered by the reads the HTML's entry
 * started (`boot-reads.ts`, which lists the same addresses).
 */
export function prefetchBootQueries(queryClient: QueryClient, match: PageMatch, search: string): void {
  void queryClient.prefetchQuery(aboutQueryOptions());
  void queryClient.prefetchQuery(themeQueryOptions());
  const page = { path: match.path, address: { params: match.params, search } };
  pageQueries[page.path]?.(queryClient, page.address);

  const token = getStoredToken();
  if (token === null) return;
  // A failed sign-in is the session's to report (AuthProvider reads the same query); the page then asks for nothing.
  const user = queryClient.fetchQuery(sessionUserQueryOptions(token)).catch(() => null);
  const memberQueries = memberPageQueries[page.path];
  if (!memberQueries) return;
  void user.then((self) => {
    if (self && self.groupSlug === page.address.params.groupSlug) memberQueries(queryClient, page.address);
  });
}
