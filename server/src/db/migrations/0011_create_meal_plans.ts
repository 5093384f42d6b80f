import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Meal plans (reference/domain.md §1.4), named as Mealie's tables so that a backup maps onto them:
 * - `group_meal_plans` keeps `household_id` as a column (Mealie derives it from the owner) so that
 *   tenancy goes through `inHousehold`, as shopping lists do. `date` is `YYYY-MM-DD` text on both
 *   engines, so ranges compare the same way everywhere. `servings` is Larder's: the servings this
 *   entry is cooked for (null: the recipe's own), used when the entry goes to a shopping list.
 *   A deleted recipe takes its entries with it, as in Mealie.
 * - `group_meal_plan_rules`: the household's random-meal rules (rule 14).
 * - `household_mealplan_feeds`: the secret token of a household's iCalendar feed (at most one).
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('group_meal_plans')
    .addColumn('id', types.serial, (c) => c.primaryKey().$call(types.autoIncrement))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('entry_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', types.uuid, (c) => c.references('recipes.id').onDelete('cascade'))
    .addColumn('servings', 'double precision')
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_meal_plans_household_date_idx').on('group_meal_plans').columns(['household_id', 'date']).execute();
  await db.schema.createIndex('group_meal_plans_recipe_idx').on('group_meal_plans').column('recipe_id').execute();

  await db.schema
    .createTable('group_meal_plan_rules')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('day', 'varchar(16)', (c) => c.notNull().defaultTo('unset'))
    .addColumn('entry_type', 'varchar(32)', (c) => c.notNull().defaultTo('unset'))
    .addColumn('query_filter_string', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_meal_plan_rules_household_idx').on('group_meal_plan_rules').column('household_id').execute();

  await db.schema
    .createTable('household_mealplan_feeds')
    .addColumn('household_id', types.uuid, (c) => c.primaryKey().references('households.id').onDelete('cascade'))
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('household_mealplan_feeds').execute();
  await db.schema.dropTable('group_meal_plan_rules').execute();
  await db.schema.dropTable('group_meal_plans').execute();
}
