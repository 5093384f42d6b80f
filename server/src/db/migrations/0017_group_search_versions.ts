import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * A version per group raised only by a change to what a search reads: the group's search rows
 * (`recipe_search_docs`, written with every change to a recipe's name, description or ingredients
 * and removed with the recipe) and a recipe's creation time, normalised name and description, or
 * group. Each process's in-memory search index (modules/recipes/search) is loaded again when this
 * version has moved without it, instead of following the library version (0006), which every
 * favourite, rating, comment and sign-in raises too (issue 16: with 10,000 recipes, each of those
 * cost the next search a quarter of a second).
 *
 * As in 0006, triggers raise it in the writing transaction, so that no write path can forget it;
 * no foreign key, so that a group's deletion still finds its row. 0 until a group's first change.
 */

const bump = (rows: string) =>
  `INSERT INTO group_search_versions (group_id, version) SELECT DISTINCT g, 1 FROM (${rows}) touched WHERE g IS NOT NULL
   ON CONFLICT (group_id) DO UPDATE SET version = group_search_versions.version + 1`;

/** The recipe columns the index holds besides its search row's words. */
const RECIPE_COLUMNS = ['created_at', 'name_normalized', 'description_normalized', 'group_id'];
/** The row's group before and after an update (the same group, or a recipe moved between two). */
const NEW_AND_OLD = 'SELECT NEW.group_id AS g UNION SELECT OLD.group_id';
const recipeChanged = (distinct: string) => RECIPE_COLUMNS.map((c) => `NEW.${c} ${distinct} OLD.${c}`).join(' OR ');

export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('group_search_versions')
    .addColumn('group_id', types.uuid, (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  if (engine === 'sqlite') {
    const statements: [string, string][] = [
      ['recipe_search_docs_search_version_insert', `AFTER INSERT ON recipe_search_docs BEGIN ${bump('SELECT NEW.group_id AS g')}`],
      ['recipe_search_docs_search_version_delete', `AFTER DELETE ON recipe_search_docs BEGIN ${bump('SELECT OLD.group_id AS g')}`],
      ['recipe_search_docs_search_version_update', `AFTER UPDATE ON recipe_search_docs BEGIN ${bump(NEW_AND_OLD)}`],
      [
        'recipes_search_version_update',
        `AFTER UPDATE OF ${RECIPE_COLUMNS.join(', ')} ON recipes WHEN ${recipeChanged('IS NOT')}
         BEGIN ${bump(NEW_AND_OLD)}`,
      ],
    ];
    for (const [name, body] of statements) await sql.raw(`CREATE TRIGGER ${name} ${body}; END`).execute(db);
    return;
  }

  // PostgreSQL: statement triggers with transition tables on the search rows (a bulk write raises
  // the version once per statement); a row trigger on recipes, which may name its columns.
  const createFunction = (name: string, rows: string) =>
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump(rows)}; RETURN NULL; END $$`).execute(db);
  await createFunction('recipe_search_docs_search_version', 'SELECT group_id AS g FROM changed');
  await createFunction(
    'recipe_search_docs_search_version_update',
    'SELECT group_id AS g FROM changed UNION SELECT group_id FROM changed_before',
  );
  await createFunction('recipes_search_version', NEW_AND_OLD);
  for (const [event, transitions, fn] of [
    ['INSERT', 'NEW TABLE AS changed', 'recipe_search_docs_search_version'],
    ['DELETE', 'OLD TABLE AS changed', 'recipe_search_docs_search_version'],
    ['UPDATE', 'NEW TABLE AS changed OLD TABLE AS changed_before', 'recipe_search_docs_search_version_update'],
  ]) {
    await sql
      .raw(
        `CREATE TRIGGER recipe_search_docs_search_version_${event.toLowerCase()} AFTER ${event} ON recipe_search_docs
         REFERENCING ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER recipes_search_version_update AFTER UPDATE OF ${RECIPE_COLUMNS.join(', ')} ON recipes
       FOR EACH ROW WHEN (${recipeChanged('IS DISTINCT FROM')}) EXECUTE FUNCTION recipes_search_version()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  const on = (table: string) => (engine === 'postgres' ? ` ON ${table}` : '');
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`DROP TRIGGER IF EXISTS recipe_search_docs_search_version_${event}${on('recipe_search_docs')}`).execute(db);
  }
  await sql.raw(`DROP TRIGGER IF EXISTS recipes_search_version_update${on('recipes')}`).execute(db);
  if (engine === 'postgres') {
    for (const fn of ['recipe_search_docs_search_version', 'recipe_search_docs_search_version_update', 'recipes_search_version']) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db);
    }
  }
  await db.schema.dropTable('group_search_versions').execute();
}
