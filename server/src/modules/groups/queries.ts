import crypto from 'node:crypto';
import { sql } from 'kysely';
import { groupIs, householdIs, inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { canonicalUuid } from '../../platform/ids.js';
import { idIn, idRankExpression, type NameSearchResult } from '../../platform/name-search.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export type { Db };

/** A row named by its slug, or by its id when the text is a UUID (Mealie's `get_by_slug_or_id`). */
const bySlugOrId = (slugOrId: string, slugColumn: string, idColumn: string) => {
  const id = canonicalUuid(slugOrId);
  return id
    ? sql<boolean>`(${sql.ref(slugColumn)} = ${slugOrId} OR ${sql.ref(idColumn)} = ${id})`
    : sql<boolean>`${sql.ref(slugColumn)} = ${slugOrId}`;
};

// ---------------------------------------------------------------------------------------------
// Groups

/** Every group with its preferences; the admin list paginates this. */
export const groupsWithPreferences = (db: Db) =>
  db
    .selectFrom('groups')
    .innerJoin('group_preferences', 'group_preferences.group_id', 'groups.id')
    .select([
      'groups.id',
      'groups.name',
      'groups.slug',
      'groups.created_at',
      'groups.update_at',
      'group_preferences.id as preferences_id',
      'group_preferences.private_group',
    ]);

/** The tenant's group. */
export const findGroup = (db: Db, tenant: Tenant) => groupsWithPreferences(db).where('groups.id', '=', tenant.groupId).executeTakeFirst();

export type GroupWithPreferences = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** A group by slug or id (the explore pages name it either way). */
export const findGroupBySlugOrId = (db: Db, slugOrId: string) =>
  groupsWithPreferences(db)
    .where(bySlugOrId(slugOrId, 'groups.slug', 'groups.id'))
    .executeTakeFirst();

/** Group names are unique across the instance, so a name names one group. */
export const findGroupByName = (db: Db, name: string) => groupsWithPreferences(db).where('groups.name', '=', name).executeTakeFirst();

export const groupNameOrSlugTaken = async (db: Db, name: string, slug: string, exceptId?: string) => {
  let q = db
    .selectFrom('groups')
    .select('id')
    .where((eb) => eb.or([eb('name', '=', name), eb('slug', '=', slug)]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

export async function insertGroup(db: Db, group: { id: string; name: string; slug: string; privateGroup: boolean }): Promise<void> {
  const now = nowIso();
  await db.insertInto('groups').values({ id: group.id, name: group.name, slug: group.slug, created_at: now, update_at: now }).execute();
  await db
    .insertInto('group_preferences')
    .values({ id: crypto.randomUUID(), group_id: group.id, private_group: group.privateGroup, created_at: now, update_at: now })
    .execute();
}

export const renameGroup = (db: Db, tenant: Tenant, name: string, slug: string) =>
  db.updateTable('groups').set({ name, slug, update_at: nowIso() }).where('id', '=', tenant.groupId).execute();

export const setGroupPrivacy = (db: Db, tenant: Tenant, privateGroup: boolean) =>
  db.updateTable('group_preferences').set({ private_group: privateGroup, update_at: nowIso() }).$call(inGroup(tenant)).execute();

export const deleteGroup = (db: Db, tenant: Tenant) => db.deleteFrom('groups').where('id', '=', tenant.groupId).execute();

/** The households of several groups (the admin group list), by name. */
export const householdNamesOfGroups = (db: Db, tenants: Tenant[]) =>
  tenants.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('households')
        .select(['id', 'name', 'group_id'])
        .where((eb) => eb.or(tenants.map((t) => groupIs(t))))
        .orderBy('name')
        .execute();

/** The members of several groups (the admin group list), by username. */
export const membersOfGroups = (db: Db, tenants: Tenant[]) =>
  tenants.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'group_id', 'household_id', 'username', 'full_name'])
        .where((eb) => eb.or(tenants.map((t) => groupIs(t))))
        .orderBy('username')
        .execute();

// ---------------------------------------------------------------------------------------------
// Households

export const householdSelection = [
  'households.id',
  'households.group_id',
  'households.name',
  'households.slug',
  'households.created_at',
  'households.update_at',
  'household_preferences.id as preferences_id',
  'household_preferences.private_household',
  'household_preferences.lock_recipe_edits_from_other_households',
  'household_preferences.first_day_of_week',
  'household_preferences.recipe_public',
  'household_preferences.recipe_show_nutrition',
  'household_preferences.recipe_show_assets',
  'household_preferences.recipe_landscape_view',
  'household_preferences.recipe_disable_comments',
  'household_preferences.recipe_disable_amount',
] as const;

export const householdsWithPreferences = (db: Db) =>
  db
    .selectFrom('households')
    .innerJoin('household_preferences', 'household_preferences.household_id', 'households.id')
    .select(householdSelection);

/** By id alone: callers either hold the id from their own scope or have been checked as administrators. */
export const findHouseholdById = (db: Db, id: string) => householdsWithPreferences(db).where('households.id', '=', id).executeTakeFirst();

export type HouseholdWithPreferences = NonNullable<Awaited<ReturnType<typeof findHouseholdById>>>;

export const findHouseholdByName = (db: Db, tenant: Tenant, name: string) =>
  db.selectFrom('households').select(['id', 'name', 'slug']).$call(inGroup(tenant)).where('name', '=', name).executeTakeFirst();

/** The tenant group's oldest household (its default one). */
export const findFirstHousehold = (db: Db, tenant: Tenant) =>
  db.selectFrom('households').select(['id']).$call(inGroup(tenant)).orderBy('created_at').executeTakeFirst();

export const householdNameOrSlugTaken = async (db: Db, tenant: Tenant, name: string, slug: string, exceptId?: string) => {
  let q = db
    .selectFrom('households')
    .select('id')
    .$call(inGroup(tenant))
    .where((eb) => eb.or([eb('name', '=', name), eb('slug', '=', slug)]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/** Column values of a household's preferences row. */
export interface HouseholdPreferenceColumns {
  private_household: boolean;
  lock_recipe_edits_from_other_households: boolean;
  first_day_of_week: number;
  recipe_public: boolean;
  recipe_show_nutrition: boolean;
  recipe_show_assets: boolean;
  recipe_landscape_view: boolean;
  recipe_disable_comments: boolean;
  recipe_disable_amount: boolean;
}

/** A household of the tenant's group with its preferences row. */
export async function insertHousehold(
  db: Db,
  tenant: Tenant,
  household: { id: string; name: string; slug: string; preferences: HouseholdPreferenceColumns },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('households')
    .values({ id: household.id, group_id: tenant.groupId, name: household.name, slug: household.slug, created_at: now, update_at: now })
    .execute();
  await db
    .insertInto('household_preferences')
    .values({ id: crypto.randomUUID(), household_id: household.id, ...household.preferences, created_at: now, update_at: now })
    .execute();
}

/** Renames the tenant's household (`tenant.householdId`). */
export const renameHousehold = (db: Db, tenant: Tenant, name: string, slug: string) =>
  db.updateTable('households').set({ name, slug, update_at: nowIso() }).$call(inGroup(tenant)).where(householdIs(tenant, 'id')).execute();

export const setHouseholdPreferences = (db: Db, tenant: Tenant, preferences: HouseholdPreferenceColumns) =>
  db
    .updateTable('household_preferences')
    .set({ ...preferences, update_at: nowIso() })
    .$call(inHousehold(tenant))
    .execute();

export const deleteHousehold = (db: Db, tenant: Tenant) =>
  db.deleteFrom('households').$call(inGroup(tenant)).where(householdIs(tenant, 'id')).execute();

/** Members of several households (the admin household list), by full name. */
export const membersOfHouseholds = (db: Db, tenants: Tenant[]) =>
  tenants.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'full_name', 'household_id'])
        .where((eb) => eb.or(tenants.map((t) => householdIs(t))))
        .orderBy('full_name')
        .execute();

/** Every household of every group with its group's name (the admin household list). */
export const allHouseholdsWithGroup = (db: Db) =>
  householdsWithPreferences(db).innerJoin('groups', 'groups.id', 'households.group_id').select('groups.name as group_name');

/** Any household by id with its group's name; for administrators only. */
export const findHouseholdWithGroup = (db: Db, id: string) => allHouseholdsWithGroup(db).where('households.id', '=', id).executeTakeFirst();

export const listHouseholdNames = (db: Db, tenant: Tenant, publicOnly: boolean) =>
  db
    .selectFrom('households')
    .innerJoin('household_preferences', 'household_preferences.household_id', 'households.id')
    .select(['households.id', 'households.name', 'households.slug'])
    .$call(inGroup(tenant, 'households.group_id'))
    .$if(publicOnly, (qb) => qb.where('household_preferences.private_household', '=', false))
    .execute();

/**
 * The households of the tenant's group (only the public ones for `publicOnly`), as a derived
 * table `h` with a `search_rank`, so that filters and orders apply to it.
 */
export const groupHouseholdListQuery = (db: Db, tenant: Tenant, publicOnly: boolean, search: NameSearchResult | null) =>
  db
    .selectFrom(
      householdsWithPreferences(db)
        .select((search ? idRankExpression(sql.ref('households.id'), search) : sql<number>`0`).as('search_rank'))
        .$call(inGroup(tenant, 'households.group_id'))
        .$if(publicOnly, (qb) => qb.where('household_preferences.private_household', '=', false))
        .$if(search !== null, (qb) => qb.where(idIn('households.id', search!.ids)))
        .as('h'),
    )
    .selectAll('h');

export const findGroupHousehold = (db: Db, tenant: Tenant, publicOnly: boolean, slugOrId: string) =>
  householdsWithPreferences(db)
    .$call(inGroup(tenant, 'households.group_id'))
    .$if(publicOnly, (qb) => qb.where('household_preferences.private_household', '=', false))
    .where(bySlugOrId(slugOrId, 'households.slug', 'households.id'))
    .executeTakeFirst();
