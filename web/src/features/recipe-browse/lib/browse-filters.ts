import { readSessionStorage } from '../../../lib/local-storage';

/**
 * The home explorer's state (screens.md §3.1) and its two wire forms: the page URL, which holds
 * only non-default values so that links like `?tags=quick` work, and the `GET /api/recipes` query.
 */
/** Where the explorer keeps the tab's last query (sessionStorage), restored on a bare visit. */
export const LAST_QUERY_KEY = 'larder.search-query';

export const SORT_KEYS = ['created_at', 'updated_at', 'name', 'last_made', 'rating', 'random'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const ORGANIZER_FILTERS = ['categories', 'tags', 'tools', 'foods'] as const;
export type OrganizerFilter = (typeof ORGANIZER_FILTERS)[number];
export type FilterKind = OrganizerFilter | 'households';

const requireAllParam = {
  categories: 'requireAllCategories',
  tags: 'requireAllTags',
  tools: 'requireAllTools',
  foods: 'requireAllFoods',
} as const satisfies Record<OrganizerFilter, string>;

export interface BrowseFilters {
  search: string;
  /** Ids or slugs per filter, as the API accepts them. */
  categories: string[];
  tags: string[];
  tools: string[];
  foods: string[];
  households: string[];
  requireAll: Record<OrganizerFilter, boolean>;
  orderBy: SortKey;
  orderDirection: SortDirection;
}

export const DEFAULT_FILTERS: BrowseFilters = {
  search: '',
  categories: [],
  tags: [],
  tools: [],
  foods: [],
  households: [],
  requireAll: { categories: false, tags: false, tools: false, foods: false },
  orderBy: 'created_at',
  orderDirection: 'desc',
};

/** The direction a sort starts in when picked: names A→Z, dates and ratings newest/best first. */
export function defaultDirection(orderBy: SortKey): SortDirection {
  return orderBy === 'name' ? 'asc' : 'desc';
}

function isSortKey(value: string | null): value is SortKey {
  return value !== null && (SORT_KEYS as readonly string[]).includes(value);
}

function listParam(params: URLSearchParams, name: string): string[] {
  // Both `?tags=a&tags=b` and `?tags=a,b` are read; slugs and ids never contain commas.
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const orderByParam = params.get('orderBy');
  const orderBy = isSortKey(orderByParam) ? orderByParam : DEFAULT_FILTERS.orderBy;
  const directionParam = params.get('orderDirection');
  const orderDirection: SortDirection =
    directionParam === 'asc' || directionParam === 'desc'
      ? directionParam
      : isSortKey(orderByParam)
        ? defaultDirection(orderBy)
        : DEFAULT_FILTERS.orderDirection;
  return {
    search: params.get('search') ?? '',
    categories: listParam(params, 'categories'),
    tags: listParam(params, 'tags'),
    tools: listParam(params, 'tools'),
    foods: listParam(params, 'foods'),
    households: listParam(params, 'households'),
    requireAll: {
      categories: params.get(requireAllParam.categories) === 'true',
      tags: params.get(requireAllParam.tags) === 'true',
      tools: params.get(requireAllParam.tools) === 'true',
      foods: params.get(requireAllParam.foods) === 'true',
    },
    orderBy,
    orderDirection,
  };
}

/** The page URL's query: only what differs from the defaults. */
export function browseFiltersToSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const kind of [...ORGANIZER_FILTERS, 'households'] as const) {
    for (const value of filters[kind]) params.append(kind, value);
  }
  for (const kind of ORGANIZER_FILTERS) {
    if (filters.requireAll[kind]) params.set(requireAllParam[kind], 'true');
  }
  if (filters.orderBy !== DEFAULT_FILTERS.orderBy || filters.orderDirection !== DEFAULT_FILTERS.orderDirection) {
    params.set('orderBy', filters.orderBy);
    params.set('orderDirection', filters.orderDirection);
  }
  return params;
}

export function countActiveFilters(filters: BrowseFilters): number {
  return [...ORGANIZER_FILTERS, 'households' as const].reduce((sum, kind) => sum + filters[kind].length, 0);
}

export function isDefaultFilters(filters: BrowseFilters): boolean {
  return browseFiltersToSearchParams(filters).toString() === '';
}

/** The parameters of `GET /api/recipes` (besides paging) for these filters. */
export interface RecipeListQuery {
  search?: string;
  categories?: string[];
  tags?: string[];
  tools?: string[];
  foods?: string[];
  households?: string[];
  requireAllCategories?: boolean;
  requireAllTags?: boolean;
  requireAllTools?: boolean;
  requireAllFoods?: boolean;
  orderBy?: string;
  orderDirection?: SortDirection;
  orderByNullPosition?: 'first' | 'last';
  paginationSeed?: string;
  cookbook?: string;
  queryFilter?: string;
}

export function toRecipeListQuery(filters: BrowseFilters, paginationSeed?: string): RecipeListQuery {
  const query: RecipeListQuery = { orderBy: filters.orderBy, orderDirection: filters.orderDirection };
  const search = filters.search.trim();
  if (search) query.search = search;
  for (const kind of [...ORGANIZER_FILTERS, 'households'] as const) {
    if (filters[kind].length > 0) query[kind] = filters[kind];
  }
  if (filters.requireAll.categories) query.requireAllCategories = true;
  if (filters.requireAll.tags) query.requireAllTags = true;
  if (filters.requireAll.tools) query.requireAllTools = true;
  if (filters.requireAll.foods) query.requireAllFoods = true;
  // Recipes never made or never rated go last whichever way the list is sorted.
  if (filters.orderBy === 'last_made' || filters.orderBy === 'rating') query.orderByNullPosition = 'last';
  if (filters.orderBy === 'random') query.paginationSeed = paginationSeed ?? 'seed';
  return query;
}

/**
 * The list query the explorer asks for first at a page address with query `search`, or null when
 * that is known only once it is mounted: a bare address where the tab's last query is restored, or
 * a random order, which deals a new seed per visit.
 */
export function firstRecipeListQuery(search: string): RecipeListQuery | null {
  const params = new URLSearchParams(search);
  if (params.toString() === '' && readSessionStorage(LAST_QUERY_KEY)) return null;
  const filters = parseBrowseFilters(params);
  return filters.orderBy === 'random' ? null : toRecipeListQuery(filters);
}
