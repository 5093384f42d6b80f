import { FIRST_PAGE_SIZE } from '../api/recipes/page-size';
import { paths } from '../config/paths';
import { firstRecipeListQuery } from '../features/recipe-browse/lib/browse-filters';
import { headerImage } from '../features/recipes/lib/header-image';
import { getStoredToken } from '../lib/auth/token-storage';
import { startEarlyRead } from '../lib/early-reads';
import { preloadImage } from '../lib/preload-image';
import type { PageMatch } from './page-modules';

/** A query as the API client writes it: one parameter per value of a list, nothing for an absent value. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params.toString();
}

/** What a page reads first, by its route, as addresses; `self` is also read whenever there is a session. */
const pageReads: Record<string, (page: PageMatch, search: string) => string[]> = {
  [paths.auth.login.path]: () => ['/api/app/about/startup-info'],
};

/**
 * The same for a member of the page's group. Asked for beside the signed-in user, not after it: a
 * signed-in visitor of another group's page makes one read the page does not use.
 */
const memberPageReads: Record<string, (page: PageMatch, search: string) => string[]> = {
  [paths.group.home.path]: (_page, search) => {
    const query = firstRecipeListQuery(search);
    return query ? [`/api/recipes?${queryString({ ...query, page: 1, perPage: FIRST_PAGE_SIZE })}`] : [];
  },
  [paths.group.recipe.path]: ({ params }) => (params.slug ? [`/api/recipes/${encodeURIComponent(params.slug)}`] : []),
};

/** The addresses `startBootReads` asks for at `page` (with the query `search`), with the session's token or none. */
export function bootReadPaths(page: PageMatch, search: string, signedIn: boolean): string[] {
  const reads = ['/api/app/about', '/api/app/about/theme', ...(pageReads[page.path]?.(page, search) ?? [])];
  if (signedIn) reads.push('/api/users/self', ...(memberPageReads[page.path]?.(page, search) ?? []));
  return reads;
}

/**
 * Starts, from the HTML's entry, what every page reads and what `page` reads first; the app's
 * queries (`boot-queries.ts`, the pages' own) are answered from them. A recipe's picture, the
 * recipe page's largest paint, is asked for as soon as the recipe names it.
 */
export function startBootReads(page: PageMatch, search: string): void {
  const token = getStoredToken();
  for (const path of bootReadPaths(page, search, token !== null)) {
    const response = startEarlyRead(path, token);
    if (page.path !== paths.group.recipe.path || !path.startsWith('/api/recipes/')) continue;
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((recipe) => {
        const image = recipe && headerImage(recipe);
        if (image) preloadImage(image);
      })
      .catch(() => undefined);
  }
}
