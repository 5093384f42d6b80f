import type { Engine } from '../../db/database.js';
import type { Scope } from '../../platform/access.js';
import { badRequest, invalid, isError, notFoundText } from '../../platform/errors.js';
import { canonicalUuid } from '../../platform/ids.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { queryFilterParts } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';
import { findVisibleCookbook } from '../cookbooks/service.js';
import {
  compileRecipeFilter,
  groupRecipeCountQuery,
  householdIdsOf,
  nothingNarrows,
  onlySearchNarrows,
  type RecipeListFilter,
  recipeAttributes,
  recipeListQuery,
} from './list.queries.js';
import { type RecipeCountQuery, type RecipePageQuery, storedSummaryPage } from './queries.js';
import type { RecipeListQuery, RecipeSummaryOut } from './schemas.js';
import type { RecipeSearch } from './search/recipe-search.js';
import { onHandOf, recipeSummaries, storedSummaries } from './summaries.js';

export interface ListOptions {
  /** A queryFilter ANDed onto the client's (cookbooks, meal-plan rules). */
  extraFilter?: string;
}

function withoutOwnerNames(attributes: AttributeMap): AttributeMap {
  const { 'user.username': _username, 'user.full_name': _fullName, ...rest } = attributes;
  return rest;
}

/** The `next`/`previous` links carry the list's own parameters along (unset ones are left out). */
function linkParameters(q: RecipeListQuery): [string, string | undefined][] {
  return [
    ['search', q.search || undefined],
    ['cookbook', q.cookbook || undefined],
    ...(q.categories ?? []).map((v): [string, string] => ['categories', v]),
    ...(q.tags ?? []).map((v): [string, string] => ['tags', v]),
    ...(q.tools ?? []).map((v): [string, string] => ['tools', v]),
    ...(q.foods ?? []).map((v): [string, string] => ['foods', v]),
    ...(q.households ?? []).map((v): [string, string] => ['households', v]),
    ['requireAllCategories', q.requireAllCategories ? 'true' : undefined],
    ['requireAllTags', q.requireAllTags ? 'true' : undefined],
    ['requireAllTools', q.requireAllTools ? 'true' : undefined],
    ['requireAllFoods', q.requireAllFoods ? 'true' : undefined],
  ];
}

/**
 * The recipe list (GET /api/recipes, cookbooks, organizers, explore): the group's recipes across
 * all households with Mealie's filters, search, queryFilter, ordering and pagination. A visitor
 * of a public group sees only public recipes of households that are not private, only public
 * cookbooks narrow their list, and they may not filter or sort on owners' names (they could
 * guess them with LIKE).
 */
export function createRecipeList({ db, engine, recipeSearch }: { db: Db; engine: Engine; recipeSearch: RecipeSearch }) {
  async function listRecipes(scope: Scope, q: RecipeListQuery, opts: ListOptions = {}): Promise<Page<RecipeSummaryOut>> {
    const visitor = scope.kind === 'visitor';
    const search = q.search?.trim() ? await recipeSearch.prepare(scope, q.search) : null;
    const attributes = recipeAttributes(visitor ? null : scope.userId, search?.rank ?? null);

    let foods: RecipeListFilter['foods'] = null;
    if (q.foods?.length) {
      const ids = q.foods.map((f) => canonicalUuid(f));
      const bad = q.foods.filter((_, i) => ids[i] === null);
      if (bad.length) throw badRequest(`foods must be ids: ${bad.join(', ')}`);
      foods = { ids: ids as string[], requireAll: q.requireAllFoods };
    }

    const serverFilters: string[] = [];
    if (q.cookbook) {
      const cookbook = await findVisibleCookbook(db, scope, q.cookbook, 'group');
      if (!cookbook) throw notFoundText('cookbook not found');
      if (cookbook.query_filter_string.trim()) serverFilters.push(cookbook.query_filter_string);
    }
    if (opts.extraFilter?.trim()) serverFilters.push(opts.extraFilter);

    const filter: RecipeListFilter = {
      attributes,
      publicOnly: visitor,
      search,
      organizers: [
        { kind: 'categories', values: q.categories ?? [], requireAll: q.requireAllCategories },
        { kind: 'tags', values: q.tags ?? [], requireAll: q.requireAllTags },
        { kind: 'tools', values: q.tools ?? [], requireAll: q.requireAllTools },
      ],
      foods,
      households: q.households?.length ? await householdIdsOf(db, scope, q.households) : null,
      serverFilters,
    };
    const query = recipeListQuery(db, scope, filter);
    // The search's own count and pages are the list's when nothing else narrows it (a queryFilter
    // would): the group's in-memory index answers them.
    const searchOnly = onlySearchNarrows(filter) && !q.queryFilter?.trim() ? search : null;
    const searchTotal = searchOnly?.matches().total;
    // All of the group's recipes in the default order (newest first): the same index holds them in
    // that order, so the page's ids need no statement.
    const wholeLibrary = nothingNarrows(filter) && !q.queryFilter?.trim() && !q.orderBy && q.orderDirection === 'desc';

    /** The page's recipes as the list answers them, in the order of `ids`. */
    const summariesOf = async (ids: string[]) => recipeSummaries(db, scope, ids, await storedSummaries(db, engine, scope, ids));

    return paginate(query, q, {
      attributes: visitor ? withoutOwnerNames(attributes) : attributes,
      idColumn: 'recipes.id',
      // With a search and no orderBy the best matches come first.
      defaultOrder: search ? 'search_rank:desc, created_at:desc' : 'created_at',
      links: { extra: linkParameters(q) },
      map: (rows) => summariesOf(rows.map((r) => r.id)),
      // A search is matched once, for the page and its count alike.
      countInPage: search !== null,
      total: searchTotal,
      // The group's kept count when nothing narrows the list at all.
      countQuery: nothingNarrows(filter) ? groupRecipeCountQuery(db, scope) : undefined,
      // A search in its default order, and the whole library in its own, take their page's ids
      // from the group's in-memory index. Otherwise one
      // statement per page where each statement is a network round trip. On SQLite the separate
      // statements cost less (measured), except for a search that must be counted besides: one
      // pass over its matches then counts and sorts them.
      loadPage:
        (searchOnly && !q.orderBy) || wholeLibrary
          ? async (page, total, _order, window) => {
              if (searchOnly) {
                const matches = searchOnly.matches();
                return { total: matches.total, items: await summariesOf(matches.page(window.offset, window.limit)) };
              }
              const count = Number((await (total as RecipeCountQuery).executeTakeFirstOrThrow()).total);
              const all = await recipeSearch.all(scope, count);
              const ids = all ? all.page(window.offset, window.limit) : (await page.execute()).map((row) => (row as { id: string }).id);
              return { total: count, items: await summariesOf(ids) };
            }
          : engine === 'sqlite' && (search === null || searchTotal !== undefined)
            ? undefined
            : async (page, total, order) => {
                const rows = await storedSummaryPage(
                  db,
                  onHandOf(engine, scope),
                  page as unknown as RecipePageQuery,
                  total as RecipeCountQuery | 'in page' | 'known',
                  order,
                );
                const items = await recipeSummaries(
                  db,
                  scope,
                  rows.map((r) => r.id),
                  rows,
                );
                return { total: rows.length && rows[0].total !== undefined ? Number(rows[0].total) : null, items };
              },
    });
  }

  /**
   * Refuses (422 at `loc` of the body) a queryFilter the server is about to store (a cookbook's,
   * a meal-plan rule's) unless the list accepts it: syntax, attributes and values, as Mealie checks
   * on save. An empty filter is accepted.
   */
  function requireValidFilter(filter: string, loc: (string | number)[]): void {
    if (!filter) return;
    try {
      queryFilterParts(filter);
      compileRecipeFilter(db, filter);
    } catch (error) {
      // The filter parser's own refusals (400); anything else is a fault of ours.
      if (!isError(error, 'bad_request')) throw error;
      const problem = typeof error.detail === 'string' ? error.detail : error.message;
      throw invalid('body', loc, `Invalid query filter string: ${problem}`, filter);
    }
  }

  return { listRecipes, requireValidFilter };
}
