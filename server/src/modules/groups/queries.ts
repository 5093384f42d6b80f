import { sql } from 'kysely';
import type { Db } from '../../platform/transactions.js';

export type { Db };

export const findGroupById = (db: Db, id: string) =>
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
    ])
    .where('groups.id', '=', id)
    .executeTakeFirst();

export type GroupWithPreferences = NonNullable<Awaited<ReturnType<typeof findGroupById>>>;

export const findGroupByName = (db: Db, name: string) => db.selectFrom('groups').selectAll().where('name', '=', name).executeTakeFirst();

export const groupNameOrSlugTaken = async (db: Db, name: string, slug: string, exceptId?: string) => {
  let q = db
    .selectFrom('groups')
    .select('id')
    .where((eb) => eb.or([eb('name', '=', name), eb('slug', '=', slug)]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

export const householdNameOrSlugTaken = async (db: Db, groupId: string, name: string, slug: string, exceptId?: string) => {
  let q = db
    .selectFrom('households')
    .select('id')
    .where('group_id', '=', groupId)
    .where((eb) => eb.or([eb('name', '=', name), eb('slug', '=', slug)]));
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

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

export const findHouseholdById = (db: Db, id: string) => householdsWithPreferences(db).where('households.id', '=', id).executeTakeFirst();

export type HouseholdWithPreferences = NonNullable<Awaited<ReturnType<typeof findHouseholdById>>>;

export const findHouseholdByName = (db: Db, groupId: string, name: string) =>
  db.selectFrom('households').selectAll().where('group_id', '=', groupId).where('name', '=', name).executeTakeFirst();

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A row named by its slug, or by its id when the text is a UUID (Mealie's `get_by_slug_or_id`). */
export const bySlugOrId = (slugOrId: string, slugColumn: string, idColumn: string) =>
  UUID.test(slugOrId)
    ? sql<boolean>`(${sql.ref(slugColumn)} = ${slugOrId} OR ${sql.ref(idColumn)} = ${slugOrId.toLowerCase()})`
    : sql<boolean>`${sql.ref(slugColumn)} = ${slugOrId}`;
