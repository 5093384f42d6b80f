import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { adminTenant, type MemberScope, requireAccess, type Scope, type Tenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound, notFoundText } from '../../platform/errors.js';
import { searchNames } from '../../platform/name-search.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { slugify, slugOnSave } from '../../platform/slug.js';
import { toBool } from '../../platform/time.js';
import { withTransaction } from '../../platform/transactions.js';
import { defaultOrder, type SearchPaginationQuery } from '../organizers/group-data.js';
import {
  allHouseholdsWithGroup,
  deleteHousehold,
  findGroup,
  findGroupHousehold,
  findHouseholdById,
  findHouseholdByName,
  findHouseholdWithGroup,
  groupHouseholdListQuery,
  type HouseholdPreferenceColumns,
  type HouseholdWithPreferences,
  householdNameOrSlugTaken,
  insertHousehold,
  listHouseholdNames,
  membersOfHouseholds,
  renameHousehold,
  setHouseholdPreferences,
} from './queries.js';
import type { HouseholdInDB, HouseholdSummary, UpdateHouseholdAdmin } from './schemas.js';

const MAX_RENAMES = 10;

/** A name that is taken is retried as "Name (1)", "Name (2)" … as Mealie does. */
export async function freeName(taken: (name: string, slug: string) => Promise<boolean>, name: string) {
  for (let i = 0; i <= MAX_RENAMES; i++) {
    const candidate = i === 0 ? name : `${name} (${i})`;
    const slug = slugify(candidate);
    if (!slug) throw badRequest('Name must contain at least one letter or digit');
    if (!(await taken(candidate, slug))) return { name: candidate, slug };
  }
  throw badRequest(`A group or household named "${name}" already exists`);
}

export interface HouseholdPreferencesInput {
  privateHousehold: boolean;
  lockRecipeEditsFromOtherHouseholds: boolean;
  firstDayOfWeek: number;
  recipePublic: boolean;
  recipeShowNutrition: boolean;
  recipeShowAssets: boolean;
  recipeLandscapeView: boolean;
  recipeDisableComments: boolean;
  recipeDisableAmount: boolean;
}

export const defaultHouseholdPreferences = (privateHousehold: boolean): HouseholdPreferencesInput => ({
  privateHousehold,
  lockRecipeEditsFromOtherHouseholds: true,
  firstDayOfWeek: 0,
  recipePublic: !privateHousehold,
  recipeShowNutrition: false,
  recipeShowAssets: false,
  recipeLandscapeView: false,
  recipeDisableComments: false,
  recipeDisableAmount: true,
});

const preferenceColumns = (p: HouseholdPreferencesInput): HouseholdPreferenceColumns => ({
  private_household: p.privateHousehold,
  lock_recipe_edits_from_other_households: p.lockRecipeEditsFromOtherHouseholds,
  first_day_of_week: p.firstDayOfWeek,
  recipe_public: p.recipePublic,
  recipe_show_nutrition: p.recipeShowNutrition,
  recipe_show_assets: p.recipeShowAssets,
  recipe_landscape_view: p.recipeLandscapeView,
  recipe_disable_comments: p.recipeDisableComments,
  recipe_disable_amount: p.recipeDisableAmount,
});

/** A new household in the tenant's group, in one unit of work (joining the caller's). */
export function createHousehold(
  db: Kysely<Database>,
  tenant: Tenant,
  name: string,
  preferences: HouseholdPreferencesInput,
): Promise<{ id: string; name: string; slug: string }> {
  return withTransaction(db, async (trx) => {
    const free = await freeName((n, s) => householdNameOrSlugTaken(trx, tenant, n, s), name.trim());
    const id = crypto.randomUUID();
    await insertHousehold(trx, tenant, { id, ...free, preferences: preferenceColumns(preferences) });
    return { id, ...free };
  });
}

const readPreferences = (row: HouseholdWithPreferences) => ({
  id: row.preferences_id,
  privateHousehold: toBool(row.private_household),
  lockRecipeEditsFromOtherHouseholds: toBool(row.lock_recipe_edits_from_other_households),
  firstDayOfWeek: Number(row.first_day_of_week),
  recipePublic: toBool(row.recipe_public),
  recipeShowNutrition: toBool(row.recipe_show_nutrition),
  recipeShowAssets: toBool(row.recipe_show_assets),
  recipeLandscapeView: toBool(row.recipe_landscape_view),
  recipeDisableComments: toBool(row.recipe_disable_comments),
  recipeDisableAmount: toBool(row.recipe_disable_amount),
});

export const toHouseholdSummary = (row: HouseholdWithPreferences): HouseholdSummary => ({
  groupId: row.group_id,
  name: row.name,
  id: row.id,
  slug: row.slug,
  preferences: readPreferences(row),
});

/** Filterable and orderable attributes of a household list whose rows come from `householdsWithPreferences`. */
export const householdAttributes = (table: string): AttributeMap => ({
  id: { column: `${table}.id`, type: 'uuid' },
  name: { column: `${table}.name`, type: 'string' },
  slug: { column: `${table}.slug`, type: 'string' },
  group_id: { column: `${table}.group_id`, type: 'uuid' },
  created_at: { column: `${table}.created_at`, type: 'datetime' },
  update_at: { column: `${table}.update_at`, type: 'datetime' },
  updated_at: { column: `${table}.update_at`, type: 'datetime' },
});

const GROUP_LIST_ATTRIBUTES: AttributeMap = {
  ...householdAttributes('h'),
  'preferences.private_household': { column: 'h.private_household', type: 'boolean' },
  search_rank: { column: 'h.search_rank', type: 'number' },
};

const ADMIN_LIST_ATTRIBUTES: AttributeMap = {
  ...householdAttributes('households'),
  'group.name': { column: 'groups.name', type: 'string' },
  'preferences.private_household': { column: 'household_preferences.private_household', type: 'boolean' },
};

export function createHouseholdsService(deps: Deps) {
  const { db } = deps;

  async function toHouseholdsInDB(scope: Scope, rows: (HouseholdWithPreferences & { group_name: string })[]): Promise<HouseholdInDB[]> {
    const members = await membersOfHouseholds(
      db,
      rows.map((row) => adminTenant(scope, row.group_id, row.id)),
    );
    return rows.map((row) => ({
      ...toHouseholdSummary(row),
      preferences: readPreferences(row),
      group: row.group_name,
      users: members.filter((u) => u.household_id === row.id).map((u) => ({ id: u.id, fullName: u.full_name })),
      webhooks: [],
    }));
  }

  /** An administrator's view of any household. */
  async function getHousehold(scope: Scope, id: string): Promise<HouseholdInDB> {
    requireAccess(scope, 'admin');
    const row = await findHouseholdWithGroup(db, id);
    if (!row) throw notFound('Household not found');
    return (await toHouseholdsInDB(scope, [row]))[0];
  }

  return {
    /** The household of that name in the tenant's group. */
    findHouseholdByName: (tenant: Tenant, name: string) => findHouseholdByName(db, tenant, name),

    /** The caller's own household. */
    async getOwnHousehold(auth: MemberScope): Promise<HouseholdSummary> {
      const row = await findHouseholdById(db, auth.householdId);
      if (!row) throw notFoundText('Household not found');
      return toHouseholdSummary(row);
    },

    /**
     * /api/groups/households: a member reads every household of the group, private ones
     * included; a visitor of a public group (explore) only the public ones.
     */
    async listGroupHouseholds(scope: Scope, q: SearchPaginationQuery): Promise<Page<HouseholdSummary>> {
      const publicOnly = scope.kind === 'visitor';
      // A group holds few households, so names are matched in memory with the organizers' search.
      const search = q.search?.trim() ? searchNames(await listHouseholdNames(db, scope, publicOnly), q.search) : null;
      return paginate(groupHouseholdListQuery(db, scope, publicOnly, search), q, {
        attributes: GROUP_LIST_ATTRIBUTES,
        idColumn: 'h.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => rows.map(toHouseholdSummary),
      });
    },

    /** Slugs of the group's households the scope may see (a visitor: the public ones). */
    async visibleHouseholdSlugs(scope: Scope): Promise<Set<string>> {
      return new Set((await listHouseholdNames(db, scope, scope.kind === 'visitor')).map((h) => h.slug));
    },

    /** By slug or id; another group's household is as unknown as a missing one. */
    async getGroupHousehold(scope: Scope, slugOrId: string): Promise<HouseholdSummary> {
      const row = await findGroupHousehold(db, scope, scope.kind === 'visitor', slugOrId);
      // Mealie answers with a bare string detail here.
      if (!row) throw notFoundText('Household not found');
      return toHouseholdSummary(row);
    },

    // /api/admin/households: administrators see and change every household, as in Mealie.

    async listHouseholds(scope: Scope, q: PaginationQuery): Promise<Page<HouseholdInDB>> {
      requireAccess(scope, 'admin');
      return paginate(allHouseholdsWithGroup(db), q, {
        attributes: ADMIN_LIST_ATTRIBUTES,
        idColumn: 'households.id',
        defaultOrder: 'created_at',
        map: (rows) => toHouseholdsInDB(scope, rows),
      });
    },

    getHousehold,

    /** A new household copies its privacy from its group, as Mealie's group service does. */
    async createHousehold(scope: Scope, groupId: string, name: string): Promise<HouseholdInDB> {
      const tenant = adminTenant(scope, groupId);
      const group = await findGroup(db, tenant);
      if (!group) throw notFound('Group not found');
      const created = await createHousehold(db, tenant, name, defaultHouseholdPreferences(toBool(group.private_group)));
      return getHousehold(scope, created.id);
    },

    async updateHousehold(scope: Scope, id: string, input: UpdateHouseholdAdmin): Promise<HouseholdInDB> {
      const existing = await getHousehold(scope, id);
      if (input.groupId !== existing.groupId) throw badRequest('A household cannot be moved to another group');
      const tenant = adminTenant(scope, existing.groupId, id);
      const slug = slugOnSave(input.name, existing);
      if (!slug) throw badRequest('Name must contain at least one letter or digit');
      if (await householdNameOrSlugTaken(db, tenant, input.name, slug, id)) {
        throw badRequest(`A household named "${input.name}" already exists in this group`);
      }
      await withTransaction(db, async (trx) => {
        await renameHousehold(trx, tenant, input.name, slug);
        if (input.preferences) {
          const merged = { ...existing.preferences, ...input.preferences } as HouseholdPreferencesInput;
          await setHouseholdPreferences(trx, tenant, preferenceColumns(merged));
        }
      });
      return getHousehold(scope, id);
    },

    async deleteHousehold(scope: Scope, id: string): Promise<HouseholdInDB> {
      const household = await getHousehold(scope, id);
      if (household.users.length > 0) throw badRequest('Cannot delete household with users');
      await deleteHousehold(db, adminTenant(scope, household.groupId, id));
      return household;
    },
  };
}

export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
