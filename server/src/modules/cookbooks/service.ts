import crypto from 'node:crypto';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, type ErrorDetail, invalid, notFound } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import { queryFilterParts } from '../../platform/query-filter.js';
import { slugify } from '../../platform/slug.js';
import { nowIso, toBool } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { withUniqueName } from '../organizers/group-data.js';
import { RecipeListQuery, type RecipeSummaryOut } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';
import {
  type CookbookRecord,
  cookbookAttributes,
  cookbookSlugTaken,
  deleteCookbook,
  findCookbook,
  householdCookbooks,
  insertCookbook,
  publicCookbooks,
  updateCookbook,
} from './queries.js';
import type { CreateCookBook, ReadCookBook, RecipeCookBook, UpdateCookBook } from './schemas.js';

const MAX_SLUG_TRIES = 100;

/** A saved filter's parts; a filter saved before validation existed shows no parts rather than failing. */
function partsOf(filter: string): ReadCookBook['queryFilter']['parts'] {
  try {
    return queryFilterParts(filter);
  } catch {
    return [];
  }
}

export function toReadCookBook(row: CookbookRecord): ReadCookBook {
  return {
    name: row.name,
    description: row.description,
    slug: row.slug,
    position: row.position,
    public: toBool(row.public),
    queryFilterString: row.query_filter_string,
    groupId: row.group_id,
    householdId: row.household_id,
    id: row.id,
    queryFilter: { parts: partsOf(row.query_filter_string) },
  };
}

/**
 * Cookbooks: a household's named, ordered recipe filters (reference/domain.md §1.4). The slug is
 * unique in the group; a clash is retried as `name-1`, `name-2` … and a rename keeps a slug that
 * already is the new name's slug with such a suffix.
 */
export function createCookbooksService(deps: Deps, recipes: Pick<RecipesService, 'listRecipes'>) {
  const { db } = deps;

  async function requireCookbook(auth: AuthContext, idOrSlug: string, trx: Db = db, message?: string): Promise<CookbookRecord> {
    const row = await findCookbook(householdCookbooks(trx, auth.groupId, auth.householdId), idOrSlug);
    if (!row) throw message === undefined ? notFound() : new AppError('not_found', message);
    return row;
  }

  // Two requests choosing the same free slug at once: the loser gets a 400, not a 500.
  const saving = <T>(write: () => Promise<T>) => withUniqueName('A cookbook with this name was just created; try again', write);

  async function freeSlug(trx: Db, groupId: string, name: string, current?: CookbookRecord): Promise<string> {
    const base = slugify(name);
    if (!base) throw invalid('body', 'name', 'Name must contain at least one letter or digit', name);
    if (current && new RegExp(`^${base}(-\\d+)?$`).test(current.slug)) return current.slug;
    for (let i = 0; i < MAX_SLUG_TRIES; i++) {
      const slug = i === 0 ? base : slugify(`${name} (${i})`);
      if (!(await cookbookSlugTaken(trx, groupId, slug, current?.id))) return slug;
    }
    throw invalid('body', 'name', `Too many cookbooks named "${name}"`, name);
  }

  /** A filter is valid when the recipe list accepts it: syntax, attributes and values (as Mealie checks on save). */
  async function checkFilter(auth: AuthContext, filter: string, loc: (string | number)[]): Promise<void> {
    if (!filter) return;
    try {
      queryFilterParts(filter);
      await recipes.listRecipes(auth, RecipeListQuery.parse({ page: 1, perPage: 1, queryFilter: filter }));
    } catch (error) {
      if (error instanceof AppError && error.status === 400) {
        const message = typeof error.detail === 'string' ? error.detail : error.message;
        const detail = [{ type: 'value_error', loc: ['body', ...loc], msg: `Invalid query filter string: ${message}`, input: filter }];
        throw new AppError('invalid', detail as unknown as ErrorDetail);
      }
      throw error;
    }
  }

  async function recipesOf(auth: AuthContext, row: CookbookRecord): Promise<RecipeSummaryOut[]> {
    const query = RecipeListQuery.parse({ page: 1, perPage: -1, orderBy: 'name', orderDirection: 'asc' });
    const page = await recipes.listRecipes(auth, query, {
      extraFilter: row.query_filter_string || undefined,
    });
    return page.items;
  }

  return {
    async listCookbooks(auth: AuthContext, q: PaginationQuery): Promise<Page<ReadCookBook>> {
      return paginate(householdCookbooks(db, auth.groupId, auth.householdId), q, {
        basePath: '/api/households/cookbooks',
        attributes: cookbookAttributes,
        idColumn: 'cookbooks.id',
        defaultOrder: 'position:asc, created_at:asc',
        map: (rows) => rows.map(toReadCookBook),
      });
    },

    async getCookbook(auth: AuthContext, idOrSlug: string): Promise<RecipeCookBook> {
      // Mealie answers a missing cookbook here with a bare 404.
      const row = await requireCookbook(auth, idOrSlug, db, 'Not Found');
      return { ...toReadCookBook(row), recipes: await recipesOf(auth, row) };
    },

    async createCookbook(auth: AuthContext, input: CreateCookBook): Promise<ReadCookBook> {
      await checkFilter(auth, input.queryFilterString, ['queryFilterString']);
      const id = crypto.randomUUID();
      await saving(() =>
        db.transaction().execute(async (trx) => {
          const now = nowIso();
          await insertCookbook(trx, {
            id,
            group_id: auth.groupId,
            household_id: auth.householdId,
            name: input.name,
            slug: await freeSlug(trx, auth.groupId, input.name),
            description: input.description,
            position: input.position,
            public: input.public,
            query_filter_string: input.queryFilterString,
            created_at: now,
            update_at: now,
          });
        }),
      );
      return toReadCookBook(await requireCookbook(auth, id));
    },

    async updateCookbook(auth: AuthContext, id: string, input: CreateCookBook): Promise<ReadCookBook> {
      await checkFilter(auth, input.queryFilterString, ['queryFilterString']);
      await saving(() =>
        db.transaction().execute(async (trx) => {
          const current = await requireCookbook(auth, id, trx);
          await writeUpdate(trx, auth, current, input);
        }),
      );
      return toReadCookBook(await requireCookbook(auth, id));
    },

    /** Saves several cookbooks at once (the web app reorders this way): all or nothing. */
    async updateCookbooks(auth: AuthContext, inputs: UpdateCookBook[]): Promise<ReadCookBook[]> {
      for (const [index, input] of inputs.entries()) await checkFilter(auth, input.queryFilterString, [index, 'queryFilterString']);
      await saving(() =>
        db.transaction().execute(async (trx) => {
          for (const input of inputs) {
            const current = await requireCookbook(auth, input.id, trx);
            await writeUpdate(trx, auth, current, input);
          }
        }),
      );
      const out: ReadCookBook[] = [];
      for (const input of inputs) out.push(toReadCookBook(await requireCookbook(auth, input.id)));
      return out;
    },

    async deleteCookbook(auth: AuthContext, id: string): Promise<ReadCookBook> {
      const row = await requireCookbook(auth, id);
      await deleteCookbook(db, row.id);
      return toReadCookBook(row);
    },

    /** Explore: the group's public cookbooks of households that are not private. */
    async listPublicCookbooks(groupId: string, q: PaginationQuery & { search?: string }, basePath: string): Promise<Page<ReadCookBook>> {
      return paginate(publicCookbooks(db, groupId, q.search), q, {
        basePath,
        attributes: cookbookAttributes,
        idColumn: 'cookbooks.id',
        defaultOrder: 'position:asc, created_at:asc',
        map: (rows) => rows.map(toReadCookBook),
      });
    },

    /** Explore: a public cookbook of a household that is not private. */
    async getPublicCookbook(groupId: string, idOrSlug: string): Promise<ReadCookBook> {
      const row = await findCookbook(publicCookbooks(db, groupId), idOrSlug);
      if (!row) throw new AppError('not_found', 'cookbook not found');
      return toReadCookBook(row);
    },
  };

  async function writeUpdate(trx: Db, auth: AuthContext, current: CookbookRecord, input: CreateCookBook) {
    await updateCookbook(trx, current.id, {
      name: input.name,
      slug: await freeSlug(trx, auth.groupId, input.name, current),
      description: input.description,
      position: input.position,
      public: input.public,
      query_filter_string: input.queryFilterString,
      update_at: nowIso(),
    });
  }
}

export type CookbooksService = ReturnType<typeof createCookbooksService>;
