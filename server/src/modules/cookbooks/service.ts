import crypto from 'node:crypto';
import type { Scope } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, notFound, notFoundText } from '../../platform/errors.js';
import { cookbookEvent } from '../../platform/events/types.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import { savedFilterParts } from '../../platform/query-filter.js';
import { slugify } from '../../platform/slug.js';
import { nowIso, toBool } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { withUniqueName } from '../organizers/group-data.js';
import { RecipeListQuery, type RecipeSummaryOut } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';
import {
  type CookbookReach,
  type CookbookRecord,
  cookbookAttributes,
  cookbookSlugTaken,
  deleteCookbook,
  findCookbook,
  insertCookbook,
  updateCookbook,
  visibleCookbooks,
} from './queries.js';
import type { CreateCookBook, ReadCookBook, RecipeCookBook, UpdateCookBook } from './schemas.js';

const MAX_SLUG_TRIES = 100;

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
    queryFilter: { parts: savedFilterParts(row.query_filter_string) },
  };
}

/**
 * A cookbook `scope` may see, by id or slug, or undefined: a visitor sees the public cookbooks of
 * households that are not private; a member the group's (`reach: 'group'`, the recipe list's
 * `?cookbook=`) or their household's.
 */
export const findVisibleCookbook = (db: Db, scope: Scope, idOrSlug: string, reach: CookbookReach): Promise<CookbookRecord | undefined> =>
  findCookbook(db, scope, reach, idOrSlug);

/**
 * Cookbooks: a household's named, ordered recipe filters (reference/domain.md §1.4). The slug is
 * unique in the group; a clash is retried as `name-1`, `name-2` … and a rename keeps a slug that
 * already is the new name's slug with such a suffix.
 */
export function createCookbooksService(deps: Deps, recipes: Pick<RecipesService, 'listRecipes' | 'requireValidFilter'>) {
  const { db } = deps;

  async function requireCookbook(auth: AuthContext, idOrSlug: string, trx: Db = db): Promise<CookbookRecord> {
    const row = await findCookbook(trx, auth, 'household', idOrSlug);
    if (!row) throw notFound();
    return row;
  }

  // Two requests choosing the same free slug at once: the loser gets a 400, not a 500.
  const saving = <T>(write: () => Promise<T>) => withUniqueName('A cookbook with this name was just created; try again', write);

  async function freeSlug(trx: Db, auth: AuthContext, name: string, current?: CookbookRecord): Promise<string> {
    if (current && current.name === name) return current.slug;
    const base = slugify(name);
    if (!base) throw invalid('body', 'name', 'Name must contain at least one letter or digit', name);
    if (current && new RegExp(`^${base}(-\\d+)?$`).test(current.slug)) return current.slug;
    for (let i = 0; i < MAX_SLUG_TRIES; i++) {
      const slug = i === 0 ? base : slugify(`${name} (${i})`);
      if (!(await cookbookSlugTaken(trx, auth, slug, current?.id))) return slug;
    }
    throw invalid('body', 'name', `Too many cookbooks named "${name}"`, name);
  }

  /** The cookbook's recipes as the caller may see them (a visitor: public recipes only). */
  async function recipesOf(scope: Scope, row: CookbookRecord): Promise<RecipeSummaryOut[]> {
    const query = RecipeListQuery.parse({ page: 1, perPage: -1, orderBy: 'name', orderDirection: 'asc' });
    const page = await recipes.listRecipes(scope, query, {
      extraFilter: row.query_filter_string || undefined,
    });
    return page.items;
  }

  return {
    /** A member's household's cookbooks; a visitor's: the public ones of the group, searchable by name. */
    async listCookbooks(scope: Scope, q: PaginationQuery & { search?: string }): Promise<Page<ReadCookBook>> {
      return paginate(visibleCookbooks(db, scope, 'household', q.search), q, {
        attributes: cookbookAttributes,
        idColumn: 'cookbooks.id',
        defaultOrder: 'position:asc, created_at:asc',
        map: (rows) => rows.map(toReadCookBook),
      });
    },

    /** The cookbook with its recipes; a visitor sees only public cookbooks and public recipes. */
    async getCookbook(scope: Scope, idOrSlug: string): Promise<RecipeCookBook> {
      const row = await findCookbook(db, scope, 'household', idOrSlug);
      // Mealie answers a missing cookbook with a bare 404, worded differently on the explore pages.
      if (!row) throw notFoundText(scope.kind === 'visitor' ? 'cookbook not found' : 'Not Found');
      return { ...toReadCookBook(row), recipes: await recipesOf(scope, row) };
    },

    async createCookbook(auth: AuthContext, input: CreateCookBook): Promise<ReadCookBook> {
      recipes.requireValidFilter(input.queryFilterString, ['queryFilterString']);
      const id = crypto.randomUUID();
      await saving(() =>
        withTransaction(db, async (trx) => {
          const now = nowIso();
          await insertCookbook(trx, {
            id,
            group_id: auth.groupId,
            household_id: auth.householdId,
            name: input.name,
            slug: await freeSlug(trx, auth, input.name),
            description: input.description,
            position: input.position,
            public: input.public,
            query_filter_string: input.queryFilterString,
            created_at: now,
            update_at: now,
          });
          await deps.events.emit(auth, cookbookEvent('cookbook_created', id));
        }),
      );
      return toReadCookBook(await requireCookbook(auth, id));
    },

    async updateCookbook(auth: AuthContext, id: string, input: CreateCookBook): Promise<ReadCookBook> {
      recipes.requireValidFilter(input.queryFilterString, ['queryFilterString']);
      await saving(() =>
        withTransaction(db, async (trx) => {
          const current = await requireCookbook(auth, id, trx);
          await writeUpdate(trx, auth, current, input);
        }),
      );
      return toReadCookBook(await requireCookbook(auth, id));
    },

    /** Saves several cookbooks at once (the web app reorders this way): all or nothing. */
    async updateCookbooks(auth: AuthContext, inputs: UpdateCookBook[]): Promise<ReadCookBook[]> {
      for (const [index, input] of inputs.entries()) recipes.requireValidFilter(input.queryFilterString, [index, 'queryFilterString']);
      await saving(() =>
        withTransaction(db, async (trx) => {
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
      await deps.events.emit(auth, cookbookEvent('cookbook_deleted', row.id));
      return toReadCookBook(row);
    },
  };

  async function writeUpdate(trx: Db, auth: AuthContext, current: CookbookRecord, input: CreateCookBook) {
    await updateCookbook(trx, current.id, {
      name: input.name,
      slug: await freeSlug(trx, auth, input.name, current),
      description: input.description,
      position: input.position,
      public: input.public,
      query_filter_string: input.queryFilterString,
      update_at: nowIso(),
    });
    await deps.events.emit(auth, cookbookEvent('cookbook_updated', current.id));
  }
}

export type CookbooksService = ReturnType<typeof createCookbooksService>;
