import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GroupMealPlanRulesTable, GroupMealPlansTable } from '../../db/types.js';
import { inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';

// ── Entries ───────────────────────────────────────────────────────────────────

/** What an entry list can be filtered and ordered by (Mealie's column names). */
export const entryAttributes: AttributeMap = {
  id: { column: 'group_meal_plans.id', type: 'number' },
  date: { column: 'group_meal_plans.date', type: 'date' },
  entry_type: { column: 'group_meal_plans.entry_type', type: 'string' },
  title: { column: 'group_meal_plans.title', type: 'string' },
  text: { column: 'group_meal_plans.text', type: 'string' },
  recipe_id: { column: 'group_meal_plans.recipe_id', type: 'uuid' },
  user_id: { column: 'group_meal_plans.user_id', type: 'uuid' },
  group_id: { column: 'group_meal_plans.group_id', type: 'uuid' },
  household_id: { column: 'group_meal_plans.household_id', type: 'uuid' },
  created_at: { column: 'group_meal_plans.created_at', type: 'datetime' },
  update_at: { column: 'group_meal_plans.update_at', type: 'datetime' },
  updated_at: { column: 'group_meal_plans.update_at', type: 'datetime' },
};

/** The household's entries, optionally dated within [from, to] (both inclusive, `YYYY-MM-DD`). */
export const entriesQuery = (db: Db, tenant: Tenant, range: { from?: string; to?: string } = {}) =>
  db
    .selectFrom('group_meal_plans')
    .selectAll('group_meal_plans')
    .$call(inGroup(tenant, 'group_meal_plans.group_id'))
    .$call(inHousehold(tenant, 'group_meal_plans.household_id'))
    .$if(range.from !== undefined, (qb) => qb.where('group_meal_plans.date', '>=', range.from!))
    .$if(range.to !== undefined, (qb) => qb.where('group_meal_plans.date', '<=', range.to!));

export type EntryRecord = Selectable<GroupMealPlansTable>;

export const entriesInRange = (db: Db, tenant: Tenant, from: string, to: string): Promise<EntryRecord[]> =>
  entriesQuery(db, tenant, { from, to }).orderBy('group_meal_plans.date').orderBy('group_meal_plans.id').execute();

export const entriesByIds = (db: Db, tenant: Tenant, ids: number[]): Promise<EntryRecord[]> =>
  entriesQuery(db, tenant)
    .where('group_meal_plans.id', 'in', ids)
    .orderBy('group_meal_plans.date')
    .orderBy('group_meal_plans.id')
    .execute();

export const findEntry = (db: Db, tenant: Tenant, id: number): Promise<EntryRecord | undefined> =>
  entriesQuery(db, tenant).where('group_meal_plans.id', '=', id).executeTakeFirst();

export const insertEntry = async (db: Db, values: Insertable<GroupMealPlansTable>): Promise<number> => {
  const row = await db.insertInto('group_meal_plans').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
};

export const updateEntry = (db: Db, id: number, values: Updateable<GroupMealPlansTable>) =>
  db.updateTable('group_meal_plans').set(values).where('id', '=', id).execute();

export const deleteEntry = (db: Db, id: number) => db.deleteFrom('group_meal_plans').where('id', '=', id).execute();

/**
 * Every household's entries with a recipe dated `date`, with the owner's name: the daily
 * timeline records (rule 15) run for the whole server, not for one tenant.
 */
export const plannedRecipesOnAnyHousehold = (db: Db, date: string) =>
  db
    .selectFrom('group_meal_plans')
    .innerJoin('users', 'users.id', 'group_meal_plans.user_id')
    .select([
      'group_meal_plans.group_id',
      'group_meal_plans.household_id',
      'group_meal_plans.user_id',
      'group_meal_plans.recipe_id',
      'group_meal_plans.entry_type',
      'users.full_name',
      'users.username',
    ])
    .where('group_meal_plans.date', '=', date)
    .where('group_meal_plans.recipe_id', 'is not', null)
    .orderBy('group_meal_plans.id')
    .execute();

// ── Rules ─────────────────────────────────────────────────────────────────────

export const ruleAttributes: AttributeMap = {
  id: { column: 'group_meal_plan_rules.id', type: 'uuid' },
  day: { column: 'group_meal_plan_rules.day', type: 'string' },
  entry_type: { column: 'group_meal_plan_rules.entry_type', type: 'string' },
  query_filter_string: { column: 'group_meal_plan_rules.query_filter_string', type: 'string' },
  group_id: { column: 'group_meal_plan_rules.group_id', type: 'uuid' },
  household_id: { column: 'group_meal_plan_rules.household_id', type: 'uuid' },
  created_at: { column: 'group_meal_plan_rules.created_at', type: 'datetime' },
  update_at: { column: 'group_meal_plan_rules.update_at', type: 'datetime' },
  updated_at: { column: 'group_meal_plan_rules.update_at', type: 'datetime' },
};

export const rulesQuery = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('group_meal_plan_rules')
    .selectAll('group_meal_plan_rules')
    .$call(inGroup(tenant, 'group_meal_plan_rules.group_id'))
    .$call(inHousehold(tenant, 'group_meal_plan_rules.household_id'));

export type RuleRecord = Selectable<GroupMealPlanRulesTable>;

export const findRule = (db: Db, tenant: Tenant, id: string): Promise<RuleRecord | undefined> =>
  rulesQuery(db, tenant).where('group_meal_plan_rules.id', '=', id).executeTakeFirst();

/** Rule 14: the household's rules for a weekday and an entry type (each matching, or `unset`). */
export const rulesFor = (db: Db, tenant: Tenant, day: string, entryType: string): Promise<RuleRecord[]> =>
  rulesQuery(db, tenant)
    .where('group_meal_plan_rules.day', 'in', [day, 'unset', ''])
    .where('group_meal_plan_rules.entry_type', 'in', [entryType, 'unset', ''])
    .orderBy('group_meal_plan_rules.created_at')
    .execute();

export const insertRule = (db: Db, values: Insertable<GroupMealPlanRulesTable>) =>
  db.insertInto('group_meal_plan_rules').values(values).execute();

export const updateRule = (db: Db, id: string, values: Updateable<GroupMealPlanRulesTable>) =>
  db.updateTable('group_meal_plan_rules').set(values).where('id', '=', id).execute();

export const deleteRule = (db: Db, id: string) => db.deleteFrom('group_meal_plan_rules').where('id', '=', id).execute();

// ── Feed ──────────────────────────────────────────────────────────────────────

export const feedOf = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('household_mealplan_feeds')
    .select(['token', 'household_id', 'group_id'])
    .$call(inGroup(tenant, 'household_mealplan_feeds.group_id'))
    .$call(inHousehold(tenant, 'household_mealplan_feeds.household_id'))
    .executeTakeFirst();

/** The household a feed token opens, if any: the token is the only credential a calendar app sends. */
export const feedByToken = (db: Db, token: string) =>
  db.selectFrom('household_mealplan_feeds').select(['household_id', 'group_id']).where('token', '=', token).executeTakeFirst();

export const insertFeed = (db: Db, values: { household_id: string; group_id: string; token: string; created_at: string }) =>
  db
    .insertInto('household_mealplan_feeds')
    .values(values)
    .onConflict((oc) => oc.column('household_id').doNothing())
    .execute();

export const deleteFeed = (db: Db, tenant: Tenant) =>
  db
    .deleteFrom('household_mealplan_feeds')
    .$call(inGroup(tenant, 'household_mealplan_feeds.group_id'))
    .$call(inHousehold(tenant, 'household_mealplan_feeds.household_id'))
    .execute();

/** The group's slug and name, for recipe links and the calendar's name. */
export const householdNames = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('households')
    .innerJoin('groups', 'groups.id', 'households.group_id')
    .select(['households.name as household_name', 'groups.slug as group_slug'])
    .$call(inGroup(tenant, 'households.group_id'))
    .$call(inHousehold(tenant, 'households.id'))
    .executeTakeFirst();
