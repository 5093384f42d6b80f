import { FIRST_PAGE_SIZE } from '../api/recipes/page-size';
import { paths } from '../config/paths';
import { firstRecipeListQuery } from '../features/recipe-browse/lib/browse-filters';
import { CARD_IMAGE_SIZES, PRIORITY_CARDS, tileImage } from '../features/recipe-browse/lib/tile-image';
import { readViewMode } from '../features/recipe-browse/lib/view-mode';
import { headerImage } from '../features/recipes/lib/header-image';
import { getStoredToken } from '../lib/auth/token-storage';
import { startEarlyRead } from '../lib/early-reads';
import { type ImageSource, preloadImage } from '../lib/preload-image';
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

/** What a page reads first, by its route, as an address; `self` is also read whenever there is a session. */
const pageReads: Record<string, (page: PageMatch, search: string) => string | null> = {
  [paths.auth.login.path]: () => '/api/app/about/startup-info',
};

/**
 * The same for a member of the page's group, with the pictures of the page's largest paint that its
 * answer names. Asked for beside the signed-in user, not after it: a signed-in visitor of another
 * group's page makes one read the page does not use.
 */
const memberPageReads: Record<
  string,
  { read: (page: PageMatch, search: string) => string | null; pictures: (answer: unknown) => (ImageSource | null)[] }
> = {
  [paths.group.home.path]: {
    read: (_page, search) => {
      const query = firstRecipeListQuery(search);
      return query && `/api/recipes?${queryString({ ...query, page: 1, perPage: FIRST_PAGE_SIZE })}`;
    },
    // The first cards, in the cards view.
    pictures: (answer) => {
      if (readViewMode() !== 'cards') return [];
      const items = (answer as { items?: { id: string; image?: string | null }[] }).items ?? [];
      return items.slice(0, PRIORITY_CARDS).map((recipe) => tileImage(recipe.id, recipe.image, CARD_IMAGE_SIZES));
    },
  },
  [paths.group.recipe.path]: {
    read: ({ params }) => (params.slug ? `/api/recipes/${encodeURIComponent(params.slug)}` : null),
    pictures: (answer) => [headerImage(answer as Parameters<typeof headerImage>[0])],
  },
};

/** The address of what `page` reads first, for a member of its group or anyone else (null for nothing). */
export function pageReadAddress(page: PageMatch, search: string, member: boolean): string | null {
  return (member ? memberPageReads[page.path]?.read(page, search) : pageReads[page.path]?.(page, search)) ?? null;
}

/** The addresses `startBootReads` asks for at `page` (with the query `search`), signed in or not. */
function bootReadPaths(page: PageMatch, search: string, signedIn: boolean): string[] {
  const reads = ['/api/app/about', '/api/app/about/theme'];
  const own = pageReads[page.path]?.(page, search);
  if (own) reads.push(own);
  if (!signedIn) return reads;
  reads.push('/api/users/self');
  const member = memberPageReads[page.path]?.read(page, search);
  if (member) reads.push(member);
  return reads;
}

/** The JSON of an early answer, from a copy (the app reads the answer itself), or null when it failed. */
const jsonOf = (answer: Promise<Response> | undefined): Promise<unknown> =>
  answer ? answer.then((response) => (response.ok ? response.clone().json() : null)) : Promise.resolve(null);

/**
 * Starts, from the HTML's entry, what every page reads and what `page` reads first; the app's
 * queries (`boot-queries.ts`, the pages' own) are answered from them. The pictures of the page's
 * largest paint are asked for as soon as its read has named them and the user is known to be a
 * member of the page's group (another group's page shows other pictures).
 */
export function startBootReads(page: PageMatch, search: string): void {
  const token = getStoredToken();
  const answers = new Map(bootReadPaths(page, search, token !== null).map((path) => [path, startEarlyRead(path, token)]));
  const member = token === null ? undefined : memberPageReads[page.path];
  const read = member?.read(page, search);
  if (!member || !read) return;
  Promise.all([jsonOf(answers.get('/api/users/self')), jsonOf(answers.get(read))])
    .then(([self, answer]) => {
      const groupSlug = (self as { groupSlug?: string } | null)?.groupSlug;
      if (groupSlug !== page.params.groupSlug || answer === null || typeof answer !== 'object') return;
      for (const picture of member.pictures(answer)) if (picture) preloadImage(picture);
    })
    .catch(() => undefined);
}
