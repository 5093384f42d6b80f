import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * A version number per group, raised by triggers in the same transaction as any change to the
 * group's recipe library (recipes and every part of them, organizers, foods, units, labels,
 * cookbooks, households, users). A response computed from the library can then be reused for as
 * long as the version it was computed at is still current, by any number of processes sharing
 * the database: the database, not process memory, says when it is stale. Triggers rather than
 * application code, so that no write path (today's or a future module's) can forget to bump it.
 *
 * SQLite has only row triggers; PostgreSQL uses statement triggers with transition tables, so a
 * bulk write bumps each group once per statement rather than once per row.
 */

/** How a table's row names its group: directly, or through a parent's id. */
type GroupOf = (key: string) => string;
const direct: GroupOf = (key) => key;
const through =
  (parent: string): GroupOf =>
  (key) =>
    `(SELECT p.group_id FROM ${parent} p WHERE p.id = ${key})`;
const throughInstruction: GroupOf = (key) =>
  `(SELECT r.group_id FROM recipe_instructions i JOIN recipes r ON r.id = i.recipe_id WHERE i.id = ${key})`;

/** Every table a recipe list, a recipe or an explore answer is read from: [table, [column, group]...]. */
export const VERSIONED_TABLES: [string, [string, GroupOf][]][] = [
  ['group_preferences', [['group_id', direct]]],
  ['households', [['group_id', direct]]],
  ['household_preferences', [['household_id', through('households')]]],
  ['users', [['group_id', direct]]],
  ['recipes', [['group_id', direct]]],
  ['recipe_search_docs', [['group_id', direct]]],
  ['recipes_ingredients', [['recipe_id', through('recipes')]]],
  ['recipe_instructions', [['recipe_id', through('recipes')]]],
  ['recipe_ingredient_ref_link', [['instruction_id', throughInstruction]]],
  ['recipe_nutrition', [['recipe_id', through('recipes')]]],
  ['recipe_settings', [['recipe_id', through('recipes')]]],
  ['recipe_assets', [['recipe_id', through('recipes')]]],
  ['notes', [['recipe_id', through('recipes')]]],
  [
    'api_extras',
    [
      ['recipee_id', through('recipes')],
      ['ingredient_food_id', through('ingredient_foods')],
    ],
  ],
  ['recipes_to_categories', [['recipe_id', through('recipes')]]],
  ['recipes_to_tags', [['recipe_id', through('recipes')]]],
  ['recipes_to_tools', [['recipe_id', through('recipes')]]],
  ['users_to_recipes', [['recipe_id', through('recipes')]]],
  ['recipe_comments', [['recipe_id', through('recipes')]]],
  ['categories', [['group_id', direct]]],
  ['tags', [['group_id', direct]]],
  ['tools', [['group_id', direct]]],
  ['households_to_tools', [['household_id', through('households')]]],
  ['ingredient_foods', [['group_id', direct]]],
  ['ingredient_foods_aliases', [['food_id', through('ingredient_foods')]]],
  ['households_to_ingredient_foods', [['household_id', through('households')]]],
  ['ingredient_units', [['group_id', direct]]],
  ['ingredient_units_aliases', [['unit_id', through('ingredient_units')]]],
  ['multi_purpose_labels', [['group_id', direct]]],
  ['cookbooks', [['group_id', direct]]],
];

/** The groups a set of rows (`alias` is NEW/OLD on SQLite, a transition table on PostgreSQL) touch. */
function groupsOf(columns: [string, GroupOf][], alias: string, from: string): string {
  return columns.map(([column, group]) => `SELECT ${group(`${alias}.${column}`)} AS g${from}`).join(' UNION ');
}

const UPSERT = (rows: string) =>
  `INSERT INTO group_data_versions (group_id, version) SELECT DISTINCT g, 1 FROM (${rows}) touched WHERE g IS NOT NULL
   ON CONFLICT (group_id) DO UPDATE SET version = group_data_versions.version + 1`;

export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  // No foreign key: deleting a group cascades to its tables, whose triggers still bump its row.
  await db.schema
    .createTable('group_data_versions')
    .addColumn('group_id', types.uuid, (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  for (const [table, columns] of VERSIONED_TABLES) {
    if (engine === 'sqlite') {
      const events: [string, string][] = [
        ['insert', groupsOf(columns, 'NEW', '')],
        ['update', `${groupsOf(columns, 'NEW', '')} UNION ${groupsOf(columns, 'OLD', '')}`],
        ['delete', groupsOf(columns, 'OLD', '')],
      ];
      for (const [event, rows] of events) {
        await sql
          .raw(`CREATE TRIGGER ${table}_data_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${UPSERT(rows)}; END`)
          .execute(db);
      }
    } else {
      const changed = groupsOf(columns, 'c', ' FROM changed c');
      const before = groupsOf(columns, 'c', ' FROM changed_before c');
      await sql
        .raw(
          `CREATE FUNCTION ${table}_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${UPSERT(changed)}; RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE FUNCTION ${table}_data_version_update() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${UPSERT(`${changed} UNION ${before}`)}; RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${table}_data_version_insert AFTER INSERT ON ${table}
           REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_data_version()`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${table}_data_version_delete AFTER DELETE ON ${table}
           REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${table}_data_version()`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${table}_data_version_update AFTER UPDATE ON ${table}
           REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before FOR EACH STATEMENT
           EXECUTE FUNCTION ${table}_data_version_update()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  for (const [table] of VERSIONED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_data_version_${event}${engine === 'postgres' ? ` ON ${table}` : ''}`).execute(db);
    }
    if (engine === 'postgres') {
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_data_version()`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_data_version_update()`).execute(db);
    }
  }
  await db.schema.dropTable('group_data_versions').execute();
}
