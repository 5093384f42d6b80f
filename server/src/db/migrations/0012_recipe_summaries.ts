import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Each recipe's RecipeSummary, written once as JSON and read by every list page and search that
 * shows it (issue 16: a page of 50 read 50 rows and their categories, tags and tools and encoded
 * them, on every request). `summary` is the JSON as the list answers it for a household with no
 * tool on hand (tools' `onHand` is the viewer's, set when the page is read), `tool_ids` the ids of
 * its tools, comma-separated.
 *
 * `version` counts the changes to what a summary is made of. Triggers, in the same transaction as
 * the change, raise it and clear `summary`: any change to the recipe's row, its category, tag and
 * tool links, the name or slug of one of its organizers, or its owner's household. A summary is
 * written only where the version is still the one read before its parts were read, so a change
 * made meanwhile by another request or process is never covered by an older summary. Triggers
 * rather than application code, as for the group data versions (0006), so that no write path can
 * forget it. The table is not one of the versioned tables: writing a summary changes no answer.
 */

/** Organizer tables and the link column that names them. */
const ORGANIZERS: [table: string, link: string, column: string][] = [
  ['categories', 'recipes_to_categories', 'category_id'],
  ['tags', 'recipes_to_tags', 'tag_id'],
  ['tools', 'recipes_to_tools', 'tool_id'],
];

const stale = (recipes: string) => `UPDATE recipe_summaries SET version = version + 1, summary = NULL, tool_ids = NULL
  WHERE recipe_id IN (${recipes})`;

/** [trigger name, table, event, statement] on SQLite, where NEW and OLD are the row. */
function sqliteTriggers(): [string, string, string, string][] {
  const triggers: [string, string, string, string][] = [
    [
      'recipes_summary_insert',
      'recipes',
      'INSERT',
      'INSERT INTO recipe_summaries (recipe_id, version) VALUES (NEW.id, 0) ON CONFLICT (recipe_id) DO NOTHING',
    ],
    ['recipes_summary_update', 'recipes', 'UPDATE', stale('NEW.id, OLD.id')],
    ['users_summary_update', 'users', 'UPDATE OF household_id', stale('SELECT r.id FROM recipes r WHERE r.user_id = NEW.id')],
  ];
  for (const [table, link, column] of ORGANIZERS) {
    triggers.push(
      [`${link}_summary_insert`, link, 'INSERT', stale('NEW.recipe_id')],
      [`${link}_summary_update`, link, 'UPDATE', stale('NEW.recipe_id, OLD.recipe_id')],
      [`${link}_summary_delete`, link, 'DELETE', stale('OLD.recipe_id')],
      [`${table}_summary_update`, table, 'UPDATE OF name, slug', stale(`SELECT l.recipe_id FROM ${link} l WHERE l.${column} = NEW.id`)],
    );
  }
  return triggers;
}

/**
 * [trigger name, table, event, transition tables, statement] on PostgreSQL: statement triggers
 * with transition tables (`changed`, and `changed_before` for updates), so a bulk write clears
 * each summary once per statement.
 */
function postgresTriggers(): [string, string, string, string, string][] {
  const after = 'REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before';
  const triggers: [string, string, string, string, string][] = [
    [
      'recipes_summary_insert',
      'recipes',
      'INSERT',
      'REFERENCING NEW TABLE AS changed',
      'INSERT INTO recipe_summaries (recipe_id, version) SELECT id, 0 FROM changed ON CONFLICT (recipe_id) DO NOTHING',
    ],
    ['recipes_summary_update', 'recipes', 'UPDATE', after, stale('SELECT id FROM changed UNION SELECT id FROM changed_before')],
    [
      'users_summary_update',
      'users',
      'UPDATE',
      after,
      stale(`SELECT r.id FROM recipes r JOIN changed c ON c.id = r.user_id JOIN changed_before b ON b.id = c.id
        WHERE c.household_id IS DISTINCT FROM b.household_id`),
    ],
  ];
  for (const [table, link, column] of ORGANIZERS) {
    triggers.push(
      [`${link}_summary_insert`, link, 'INSERT', 'REFERENCING NEW TABLE AS changed', stale('SELECT recipe_id FROM changed')],
      [`${link}_summary_update`, link, 'UPDATE', after, stale('SELECT recipe_id FROM changed UNION SELECT recipe_id FROM changed_before')],
      [`${link}_summary_delete`, link, 'DELETE', 'REFERENCING OLD TABLE AS changed', stale('SELECT recipe_id FROM changed')],
      [
        `${table}_summary_update`,
        table,
        'UPDATE',
        after,
        stale(`SELECT l.recipe_id FROM ${link} l JOIN changed c ON c.id = l.${column} JOIN changed_before b ON b.id = c.id
          WHERE c.name IS DISTINCT FROM b.name OR c.slug IS DISTINCT FROM b.slug`),
      ],
    );
  }
  return triggers;
}

export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('recipe_summaries')
    .addColumn('recipe_id', types.uuid, (c) => c.primaryKey().references('recipes.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('tool_ids', 'text')
    .execute();
  await sql`INSERT INTO recipe_summaries (recipe_id, version) SELECT id, 0 FROM recipes`.execute(db);

  if (engine === 'sqlite') {
    for (const [name, table, event, statement] of sqliteTriggers()) {
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${statement}; END`).execute(db);
    }
    return;
  }
  for (const [name, table, event, transitions, statement] of postgresTriggers()) {
    await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${statement}; RETURN NULL; END $$`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine === 'sqlite') {
    for (const [name] of sqliteTriggers()) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  } else {
    for (const [name, table] of postgresTriggers()) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
    }
  }
  await db.schema.dropTable('recipe_summaries').execute();
}
