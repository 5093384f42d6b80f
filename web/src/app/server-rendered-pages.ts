import type { QueryKey } from '@tanstack/react-query';
import { appKeys } from '../api/app/keys';
import { MEMBER_HOUSEHOLDS_PATH } from '../api/households/get-households';
import { householdKeys } from '../api/households/keys';
import { ratingKeys } from '../api/ratings/keys';
import { recipeKeys } from '../api/recipes/keys';
import { FIRST_PAGE_SIZE } from '../api/recipes/page-size';
import { MEMBER_SOURCE } from '../api/source';
import { userKeys } from '../api/users/keys';
import { paths } from '../config/paths';
import { firstRecipeListQuery, LAST_QUERY_KEY } from '../features/recipe-browse/lib/browse-filters';
import { readViewMode } from '../features/recipe-browse/lib/view-mode';
import { readSessionStorage } from '../lib/local-storage';
import { pageReadAddress } from './boot-reads';
import type { PageMatch } from './page-modules';

/** One answer the server reads for a page it renders: the API address, and the query it fills. */
export interface ServerRead {
  path: string;
  queryKey: QueryKey;
  /** For a list read page by page: the first page's parameter (the answer is the query's first page). */
  firstPage?: unknown;
  /** What the query holds of the answer, where that is not the answer itself. */
  fromAnswer?(answer: unknown): unknown;
}

export interface ServerRenderedPage {
  /** Whom the server renders it for: a signed-out visitor, or a signed-in member of the page's group. */
  session: 'signed-out' | 'member';
  /**
   * Rendered for a phone's width only: the page's frame puts its drawer beside the page on a wide
   * screen, which the server cannot measure.
   */
  narrow: boolean;
  /** What its first render reads, or null where that is known only in the browser. */
  reads(page: PageMatch, search: string): ServerRead[] | null;
  /**
   * What its first render takes from the browser's storage. The server's render has no storage,
   * so it renders what this gives there (the defaults); the app compares it with its own.
   */
  stored?(): unknown;
}

/** What every page reads first: the site's about and theme. */
const siteReads: ServerRead[] = [
  { path: '/api/app/about', queryKey: appKeys.about() },
  { path: '/api/app/about/theme', queryKey: appKeys.theme() },
];
/**
 * What a member's page reads first (the site, the user, the page's own answer) and what its first
 * render goes on to read at once (`more`): read by the server too, they are in the app's cache when it
 * takes the page over, where their answers would otherwise re-render the page straight away.
 */
const memberReads = (own: ServerRead | null, more: ServerRead[]): ServerRead[] | null =>
  own && [...siteReads, { path: '/api/users/self', queryKey: userKeys.self() }, own, ...more];
/** The member's ratings and favourites: the hearts of recipe cards, a recipe page's rating. */
const ratingsRead: ServerRead = { path: '/api/users/self/ratings', queryKey: ratingKeys.self() };

/**
 * The pages whose HTML the server renders, by route. The app takes the markup over only when its
 * own first render would be the same (`server-markup.ts`).
 */
export const serverRenderedPages: Record<string, ServerRenderedPage> = {
  [paths.auth.login.path]: {
    session: 'signed-out',
    narrow: false,
    reads: (page, search) => [...siteReads, { path: pageReadAddress(page, search, false)!, queryKey: appKeys.startupInfo() }],
  },
  [paths.group.home.path]: {
    session: 'member',
    narrow: true,
    reads: (page, search) => {
      const query = firstRecipeListQuery(search);
      const path = pageReadAddress(page, search, true);
      if (!query || !path) return null;
      return memberReads({ path, queryKey: recipeKeys.list(MEMBER_SOURCE, query), firstPage: { page: 1, perPage: FIRST_PAGE_SIZE } }, [
        ratingsRead,
        // The search panel offers a household filter where the group has more than one.
        {
          path: MEMBER_HOUSEHOLDS_PATH,
          queryKey: householdKeys.list(MEMBER_SOURCE),
          fromAnswer: (answer) => (answer as { items: unknown[] }).items,
        },
      ]);
    },
    stored: () => ({ viewMode: readViewMode(), lastQuery: readSessionStorage(LAST_QUERY_KEY) }),
  },
  [paths.group.recipe.path]: {
    session: 'member',
    narrow: true,
    reads: (page, search) => {
      const path = pageReadAddress(page, search, true);
      const slug = page.params.slug;
      if (!path || !slug) return null;
      return memberReads({ path, queryKey: recipeKeys.detail(slug, MEMBER_SOURCE) }, [
        ratingsRead,
        { path: `/api/recipes/${encodeURIComponent(slug)}/permissions`, queryKey: recipeKeys.permissions(slug) },
      ]);
    },
  },
};
