import type { FastifyRequest } from 'fastify';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { badRequestText } from './errors.js';
import { type AttributeMap, attributeValue, filterExpression, parseQueryFilter } from './query-filter.js';

// The `next`/`previous` links re-emit unset parameters as the literal `None` (as Mealie does), so
// following a link must read `None` as unset.
const unsetWhenNone = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === 'None' ? undefined : v), schema);

/** Mealie's pagination query (reference/api.md §2); camelCase names. */
export const PaginationQuery = z.object({
  page: z.coerce.number().int().default(1),
  perPage: z.coerce.number().int().default(50),
  orderBy: unsetWhenNone(z.string().optional()),
  orderDirection: z.enum(['asc', 'desc']).default('desc'),
  orderByNullPosition: unsetWhenNone(z.enum(['first', 'last']).optional()),
  queryFilter: unsetWhenNone(z.string().optional()),
  paginationSeed: unsetWhenNone(z.string().optional()),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    items: z.array(item),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });

/**
 * A page as a service returns it: `next`/`previous` hold only the query string of the neighbour
 * page (`?page=2&perPage=50…`), because services know nothing of URLs. The route completes them
 * with `withPageLinks(request, page)`, so the links follow the path the client actually called.
 */
export interface Page<T> {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  items: T[];
  next: string | null;
  previous: string | null;
}

// A small seeded PRNG (mulberry32) so that `orderBy=random` is stable across pages for one seed.
function seededRandom(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function guide(q: PaginationQuery, page: number, links?: PaginateOptions<unknown, unknown>['links']): string {
  if (links) {
    // Recipe lists drop unset parameters and carry their own (search, filters) along.
    const set: [string, string | number | undefined][] = [
      ['page', page],
      ['perPage', q.perPage],
      ['orderBy', q.orderBy],
      ['orderDirection', q.orderDirection],
      ['orderByNullPosition', q.orderByNullPosition],
      ['queryFilter', q.queryFilter],
      ['paginationSeed', q.paginationSeed],
      ...links.extra,
    ];
    const params = set.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
    return `?${params.join('&')}`;
  }
  const none = (v: string | undefined) => v ?? 'None';
  const params = [
    `page=${page}`,
    `perPage=${q.perPage}`,
    `orderBy=${encodeURIComponent(none(q.orderBy))}`,
    `orderDirection=${q.orderDirection}`,
    ...(q.orderByNullPosition ? [`orderByNullPosition=${q.orderByNullPosition}`] : []),
    `queryFilter=${encodeURIComponent(none(q.queryFilter))}`,
    `paginationSeed=${encodeURIComponent(none(q.paginationSeed))}`,
  ];
  return `?${params.join('&')}`;
}

export interface PaginateOptions<Row, Item, DB = unknown, TB extends keyof DB = never> {
  /** Filterable and orderable attributes (snake_case names → columns). */
  attributes: AttributeMap;
  /** The id column, used for random order and as a stable tie-breaker. */
  idColumn: string;
  /** Default order column when the client gives none. */
  defaultOrder: string;
  /** Turns the selected rows into response items (may batch-load relations). */
  map: (rows: Row[]) => Promise<Item[]> | Item[];
  /** Links without unset parameters, plus these extra ones (recipe lists). */
  links?: { extra: [string, string | undefined][] };
  /**
   * Loads a page in one statement instead of a count, the page's ids and `map`'s own queries
   * (each a round trip on PostgreSQL). It receives the page's query (selecting `id`, in the
   * page's order), how to count all matches — a query (selecting `total`), 'in page' (the page's
   * query selects `total`, with `countInPage`) or 'known' (`total` below: no count) — and the
   * order's terms to sort the page's rows again by; it returns the page's items in that order and
   * the total (null when known, or when the page is empty). `window` is the page's place among
   * all matches (as the page's query limits it), for a loader that finds the page another way.
   * Lists in random order or of all rows do not use it.
   */
  loadPage?: (
    page: SelectQueryBuilder<DB, TB, { id: string }>,
    total: SelectQueryBuilder<DB, TB, { total: number }> | 'in page' | 'known',
    order: RawBuilder<unknown>[],
    window: { offset: number; limit: number },
  ) => Promise<{ total: number | null; items: Item[] }>;
  /**
   * With loadPage: the page's query also selects `total`, counted over the matching rows it sorts
   * (a window), instead of a count query matching them a second time. Worth it where matching
   * costs more than sorting every match (a full-text search), not where an index yields the page
   * without reading every row (a plain list).
   */
  countInPage?: boolean;
  /**
   * The count of all matches, when the caller knows it already (a search whose match was run once
   * and is all that narrows the list): no count is run. Ignored with a queryFilter.
   */
  total?: number;
  /**
   * A cheaper query for the count of all matches than counting them (a group's kept count of its
   * recipes), selecting `total`; run as the count, or handed to loadPage. Ignored with a queryFilter.
   */
  countQuery?: SelectQueryBuilder<DB, keyof DB, { total: number | string }>;
}

/** The ORDER BY terms of `orderBy` (or the default order), checked against the attributes; the id column last. */
function orderTerms(q: PaginationQuery, attributes: AttributeMap, idColumn: string, defaultOrder: string): RawBuilder<unknown>[] {
  const terms: RawBuilder<unknown>[] = [];
  const clauses = (q.orderBy ?? defaultOrder)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    const [name, dirRaw] = clause.split(':').map((s) => s.trim());
    const attr = attributes[name];
    if (!attr || attr.many) throw badRequestText(`Invalid order_by statement "${q.orderBy}": "${name}" is invalid`);
    const direction = dirRaw ? dirRaw.toLowerCase() : q.orderDirection;
    if (direction !== 'asc' && direction !== 'desc') {
      throw badRequestText(`Invalid order_by statement "${q.orderBy}": "${dirRaw}" is not asc or desc`);
    }
    const ref = attributeValue(attr);
    const expr = attr.type === 'string' ? sql`lower(${ref})` : ref;
    const position = q.orderByNullPosition ?? attr.nulls;
    const nulls = position ? sql.raw(position === 'first' ? ' NULLS FIRST' : ' NULLS LAST') : sql``;
    terms.push(sql`${expr} ${sql.raw(direction)}${nulls}`);
  }
  terms.push(sql`${sql.ref(idColumn)}`);
  return terms;
}

/**
 * Runs a list query with Mealie's pagination, ordering and queryFilter. `base` must already be
 * scoped to the caller's tenant; the filter can only narrow it.
 */
export async function paginate<DB, TB extends keyof DB, Row, Item>(
  base: SelectQueryBuilder<DB, TB, Row>,
  q: PaginationQuery,
  options: PaginateOptions<Row, Item, DB, TB>,
): Promise<Page<Item>> {
  let query = base;
  let known = options.total;
  let keptCount = options.countQuery;
  if (q.queryFilter !== undefined && q.queryFilter.trim() !== '') {
    const parsed = parseQueryFilter(q.queryFilter);
    query = query.where((eb) => filterExpression(eb, parsed, options.attributes));
    known = undefined;
    keptCount = undefined;
  }

  const countQuery = () =>
    (keptCount ?? query.clearSelect().select(sql<number>`count(*)`.as('total'))) as unknown as SelectQueryBuilder<
      DB,
      TB,
      { total: number }
    >;
  const count = async () => known ?? Number((await countQuery().executeTakeFirstOrThrow()).total);

  // One statement for the count and the page: a page of a known size in a fixed order.
  if (options.loadPage && q.orderBy !== 'random' && q.perPage > 0 && q.page !== -1) {
    const perPage = q.perPage;
    const page = Math.max(1, q.page);
    const order = orderTerms(q, options.attributes, options.idColumn, options.defaultOrder);
    let pageQuery = query.clearSelect().select(sql.ref<string>(options.idColumn).as('id')) as unknown as SelectQueryBuilder<
      DB,
      TB,
      { id: string }
    >;
    const inPage = options.countInPage && known === undefined && keptCount === undefined;
    if (inPage) pageQuery = pageQuery.select(sql<number>`count(*) over ()`.as('total')) as typeof pageQuery;
    for (const term of order) pageQuery = pageQuery.orderBy(term);
    const window = { offset: (page - 1) * perPage, limit: perPage };
    // The window is written into the statement's text, not bound: PostgreSQL plans a prepared
    // statement with a bound LIMIT/OFFSET afresh on every run (its generic plan, not knowing the
    // page's size, looks dearer), which took as long as running a page of the recipe list. With
    // the numbers in the text it keeps one plan per page's statement. Both are whole numbers.
    const loaded = await options.loadPage(
      pageQuery.limit(sql.lit(window.limit)).offset(sql.lit(window.offset)),
      known !== undefined ? 'known' : inPage ? 'in page' : countQuery(),
      order,
      window,
    );
    // An empty page says nothing of the total (beyond the last page, it is counted).
    const total = known ?? (loaded.total !== null ? Number(loaded.total) : page > 1 ? await count() : 0);
    const totalPages = Math.ceil(total / perPage);
    return {
      page,
      per_page: perPage,
      total,
      total_pages: totalPages,
      items: loaded.items,
      next: page < totalPages ? guide(q, page + 1, options.links) : null,
      previous: page > 1 ? guide(q, page - 1, options.links) : null,
    };
  }

  const total = await count();

  // As Mealie: perPage=-1 means "all" and is reported as the total; an empty list has 0 pages.
  if (q.perPage === 0 || q.perPage < -1) throw badRequestText('perPage must be a positive number or -1');
  const perPage = q.perPage === -1 ? total : q.perPage;
  const totalPages = perPage > 0 ? Math.ceil(total / perPage) : 0;
  const page = Math.max(1, q.page === -1 ? totalPages : q.page);

  let rows: Row[];
  if (q.orderBy === 'random') {
    if (!q.paginationSeed) throw badRequestText('paginationSeed is required when orderBy is random');
    const ids = (await query.clearSelect().select(sql.ref(options.idColumn).as('id')).orderBy(sql.ref(options.idColumn)).execute()) as {
      id: string;
    }[];
    const random = seededRandom(q.paginationSeed);
    const shuffled = ids.map((r) => r.id);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const pageIds = shuffled.slice((page - 1) * perPage, page * perPage);
    if (pageIds.length === 0) rows = [];
    else {
      const fetched = await query.where(sql.ref(options.idColumn), 'in', pageIds).execute();
      const byId = new Map(fetched.map((r) => [(r as unknown as { id: string }).id, r]));
      rows = pageIds.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => r !== undefined) as Row[];
    }
  } else {
    for (const term of orderTerms(q, options.attributes, options.idColumn, options.defaultOrder)) query = query.orderBy(term);
    rows = await query
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  }

  return {
    page,
    per_page: perPage,
    total,
    total_pages: totalPages,
    items: await options.map(rows),
    next: page < totalPages ? guide(q, page + 1, options.links) : null,
    previous: page > 1 ? guide(q, page - 1, options.links) : null,
  };
}

/** Completes a service's page with the request's own path in the `next`/`previous` links. */
export function withPageLinks<T>(request: FastifyRequest, page: Page<T>): Page<T> {
  const path = request.url.split('?', 1)[0];
  const link = (query: string | null) => (query === null ? null : query.startsWith('?') ? `${path}${query}` : query);
  return { ...page, next: link(page.next), previous: link(page.previous) };
}
