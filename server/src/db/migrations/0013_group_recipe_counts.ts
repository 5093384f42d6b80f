import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * How many recipes each group has, kept by triggers in the same transaction as every insert,
 * delete or move of a recipe: the recipe list's total when nothing narrows it (the group home's
 * first page) is read from one row instead of counted over the group's whole library on every
 * request (issue 16). No foreign key, as for the group data versions (0006): deleting a group
 * cascades to its recipes, whose triggers still find the row.
 */

const add = (rows: string) => `INSERT INTO group_recipe_counts (group_id, recipes) ${rows}
  ON CONFLICT (group_id) DO UPDATE SET recipes = group_recipe_counts.recipes + excluded.recipes`;
const remove = (rows: string) => `UPDATE group_recipe_counts SET recipes = group_recipe_counts.recipes - gone.n
  FROM (${rows}) gone WHERE group_recipe_counts.group_id = gone.group_id`;
const perGroup = (table: string) => `SELECT group_id, count(*) AS n FROM ${table} GROUP BY group_id`;

/** [trigger name, event, statements] on SQLite, where NEW and OLD are the row. */
const SQLITE: [string, string, string[]][] = [
  ['recipes_count_insert', 'INSERT', [add('SELECT NEW.group_id, 1 WHERE true')]],
  ['recipes_count_delete', 'DELETE', [remove('SELECT OLD.group_id AS group_id, 1 AS n')]],
  [
    'recipes_count_update',
    'UPDATE OF group_id',
    [
      add('SELECT NEW.group_id, 1 WHERE NEW.group_id IS NOT OLD.group_id'),
      remove('SELECT OLD.group_id AS group_id, 1 AS n WHERE NEW.group_id IS NOT OLD.group_id'),
    ],
  ],
];

/** [trigger name, event, transition tables, statements] on PostgreSQL (statement triggers). */
const POSTGRES: [string, string, string, string[]][] = [
  ['recipes_count_insert', 'INSERT', 'REFERENCING NEW TABLE AS changed', [add(`SELECT group_id, n FROM (${perGroup('changed')}) c`)]],
  ['recipes_count_delete', 'DELETE', 'REFERENCING OLD TABLE AS changed', [remove(perGroup('changed'))]],
  [
    'recipes_count_update',
    'UPDATE',
    'REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before',
    [add(`SELECT group_id, n FROM (${perGroup('changed')}) c`), remove(perGroup('changed_before'))],
  ],
];

export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('group_recipe_counts')
    .addColumn('group_id', types.uuid, (c) => c.primaryKey())
    .addColumn('recipes', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO group_recipe_counts (group_id, recipes) SELECT group_id, count(*) FROM recipes GROUP BY group_id`.execute(db);
  if (engine === 'sqlite') {
    for (const [name, event, statements] of SQLITE)
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON recipes BEGIN ${statements.join('; ')}; END`).execute(db);
    return;
  }
  for (const [name, event, transitions, statements] of POSTGRES) {
    await sql
      .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${statements.join('; ')}; RETURN NULL; END $$`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${name} AFTER ${event} ON recipes ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  for (const [name] of SQLITE) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}${engine === 'postgres' ? ' ON recipes' : ''}`).execute(db);
    if (engine === 'postgres') await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
  }
  await db.schema.dropTable('group_recipe_counts').execute();
}
