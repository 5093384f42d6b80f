import { requireAccess, type Scope } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { organizerEvent } from '../../platform/events/types.js';
import { searchNames } from '../../platform/name-search.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { slugify, slugOnSave } from '../../platform/slug.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { RecipeListQuery, type RecipeSummaryOut } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';
import { defaultOrder, requestedOnHand, type SearchPaginationQuery, withUniqueName } from './group-data.js';
import {
  deleteOrganizer,
  emptyOrganizers,
  findOrganizer,
  findOrganizerBySlug,
  insertOrganizer,
  type OrganizerKind,
  type OrganizerRecord,
  organizerListQuery,
  organizerNames,
  setToolOnHand,
  slugTaken,
  toolHouseholds,
  updateOrganizer,
} from './queries.js';
import type { OrganizerIn, OrganizerOut, RecipeToolOut } from './schemas.js';

const ATTRIBUTES: AttributeMap = {
  id: { column: 'o.id', type: 'uuid' },
  name: { column: 'o.name', type: 'string' },
  slug: { column: 'o.slug', type: 'string' },
  group_id: { column: 'o.group_id', type: 'uuid' },
  created_at: { column: 'o.created_at', type: 'datetime' },
  update_at: { column: 'o.update_at', type: 'datetime' },
  updated_at: { column: 'o.update_at', type: 'datetime' },
  search_rank: { column: 'o.search_rank', type: 'number' },
};

const TOOL_ATTRIBUTES: AttributeMap = { ...ATTRIBUTES, on_hand: { column: 'o.on_hand', type: 'boolean' } };

const NOUN: Record<OrganizerKind, string> = { categories: 'category', tags: 'tag', tools: 'tool' };
const NOT_FOUND: Record<OrganizerKind, string> = { categories: 'Category not found', tags: 'Tag not found', tools: 'Tool not found' };

/**
 * Recipes of the caller's household that use the organizer (reference/api.md: the slug routes
 * answer with the caller's household's recipes), as the recipes area lists them.
 */
type OrganizerRecipes = (auth: AuthContext, kind: OrganizerKind, id: string) => Promise<RecipeSummaryOut[]>;

const toOrganizerOut = (row: OrganizerRecord): OrganizerOut => ({ id: row.id, groupId: row.group_id, name: row.name, slug: row.slug });

async function toTools(db: Db, rows: OrganizerRecord[], householdId: string | undefined): Promise<RecipeToolOut[]> {
  const households = await toolHouseholds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = households.filter((h) => h.tool_id === row.id);
    return { ...toOrganizerOut(row), onHand: own.some((h) => h.id === householdId), householdsWithTool: own.map((h) => h.slug) };
  });
}

/**
 * One service per organizer kind (categories, tags, tools): the group's shared vocabulary for
 * recipes. Anyone in the group reads them; changing them needs `canOrganize`.
 */
function createOrganizerService<Out extends OrganizerOut>(
  deps: Deps,
  kind: OrganizerKind,
  map: (db: Db, rows: OrganizerRecord[], scope: Scope) => Promise<Out[]>,
  recipesOf: OrganizerRecipes,
) {
  const { db } = deps;

  async function requireOrganizer(scope: Scope, id: string): Promise<OrganizerRecord> {
    const row = await findOrganizer(db, kind, scope, id);
    if (!row) throw notFound(NOT_FOUND[kind]);
    return row;
  }

  async function get(scope: Scope, id: string): Promise<Out> {
    return (await map(db, [await requireOrganizer(scope, id)], scope))[0];
  }

  const slugInUse = (slug: string) => `A ${NOUN[kind]} with the slug "${slug}" already exists`;

  async function freeSlug(auth: AuthContext, name: string, current?: OrganizerRecord): Promise<string> {
    const slug = current ? slugOnSave(name, current) : slugify(name);
    const exceptId = current?.id;
    if (!slug) throw badRequest('Name must contain at least one letter or digit');
    if (await slugTaken(db, kind, auth, slug, exceptId)) throw badRequest(slugInUse(slug));
    return slug;
  }

  /** Tools only: `onHand` (or the household slugs) sets or clears the caller's household. */
  async function writeOnHand(trx: Db, auth: AuthContext, id: string, input: OrganizerIn) {
    if (kind !== 'tools') return;
    const onHand = await requestedOnHand(trx, auth, input.onHand, input.householdsWithTool);
    if (onHand !== undefined) await setToolOnHand(trx, auth, id, onHand);
  }

  return {
    get,

    /** The group's organizers of this kind; a visitor of a public group reads them too. */
    async list(scope: Scope, q: SearchPaginationQuery): Promise<Page<Out>> {
      const search = q.search?.trim() ? searchNames(await organizerNames(db, kind, scope), q.search) : null;
      return paginate(organizerListQuery(db, kind, scope, search), q, {
        attributes: kind === 'tools' ? TOOL_ATTRIBUTES : ATTRIBUTES,
        idColumn: 'o.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => map(db, rows, scope),
      });
    },

    async listEmpty(auth: AuthContext): Promise<Out[]> {
      return map(db, await emptyOrganizers(db, kind, auth), auth);
    },

    async create(auth: AuthContext, input: OrganizerIn): Promise<Out> {
      requireAccess(auth, 'group.organize');
      const slug = await freeSlug(auth, input.name);
      const id = await withUniqueName(slugInUse(slug), () =>
        withTransaction(db, async (trx) => {
          const newId = await insertOrganizer(trx, kind, auth, input.name, slug);
          await writeOnHand(trx, auth, newId, input);
          if (kind !== 'tools') await deps.events.emit(auth, organizerEvent(kind, 'create', newId));
          return newId;
        }),
      );
      return get(auth, id);
    },

    /** Renaming re-slugs, as in Mealie. */
    async update(auth: AuthContext, id: string, input: OrganizerIn): Promise<Out> {
      requireAccess(auth, 'group.organize');
      const current = await requireOrganizer(auth, id);
      const slug = await freeSlug(auth, input.name, current);
      await withUniqueName(slugInUse(slug), () =>
        withTransaction(db, async (trx) => {
          await updateOrganizer(trx, kind, auth, id, input.name, slug);
          await writeOnHand(trx, auth, id, input);
          if (kind !== 'tools') await deps.events.emit(auth, organizerEvent(kind, 'update', id));
        }),
      );
      return get(auth, id);
    },

    async remove(auth: AuthContext, id: string): Promise<Out> {
      requireAccess(auth, 'group.organize');
      const out = await get(auth, id);
      await deleteOrganizer(db, kind, auth, id);
      if (kind !== 'tools') await deps.events.emit(auth, organizerEvent(kind, 'delete', id));
      return out;
    },

    /** The organizer with the recipes that use it. */
    async getWithRecipes(auth: AuthContext, id: string): Promise<Out & { recipes: RecipeSummaryOut[] }> {
      const out = await get(auth, id);
      return { ...out, recipes: await recipesOf(auth, kind, id) };
    },

    async getBySlug(auth: AuthContext, slug: string): Promise<Out & { recipes: RecipeSummaryOut[] }> {
      const row = await findOrganizerBySlug(db, kind, auth, slug);
      if (!row) throw notFound(NOT_FOUND[kind]);
      const [out] = await map(db, [row], auth);
      return { ...out, recipes: await recipesOf(auth, kind, row.id) };
    },
  };
}

/** /api/organizers/{categories,tags,tools}. */
export function createOrganizersService(deps: Deps, recipes: Pick<RecipesService, 'listRecipes'>) {
  const recipesOf: OrganizerRecipes = async (auth, kind, id) =>
    (await recipes.listRecipes(auth, RecipeListQuery.parse({ [kind]: [id], households: [auth.householdId], perPage: -1 }))).items;
  const plain = async (_db: Db, rows: OrganizerRecord[]) => rows.map(toOrganizerOut);
  return {
    categories: createOrganizerService(deps, 'categories', plain, recipesOf),
    tags: createOrganizerService(deps, 'tags', plain, recipesOf),
    tools: createOrganizerService(deps, 'tools', (db, rows, scope) => toTools(db, rows, scope.householdId), recipesOf),
  };
}

export type OrganizersService = ReturnType<typeof createOrganizersService>;
