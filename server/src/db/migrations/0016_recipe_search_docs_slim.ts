import { type Kysely, sql } from 'kysely';
import { indexRecipes } from '../../modules/recipes/search/recipe-search.js';
import type { Engine } from '../database.js';
import type { MigrationContext } from '../migrate.js';

/**
 * PostgreSQL: a search row keeps its weighted tsvector and no longer the name, description and
 * ingredients text it was generated from (migration 0003), which only the group's vocabulary read
 * (it now reads the tsvector's words). A match visits the heap row of each matching recipe; rows
 * of about 1.5 KB, five to a page, made a broad search read most of the table (issue 16). The
 * tsvector is now written with the row. SQLite keeps its text in the full-text table, unchanged.
 *
 * Then, on both engines, every recipe without a search row is indexed (those written before
 * migration 0003, which did this itself until the rows changed shape here).
 */
export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE recipe_search_docs ALTER COLUMN document DROP EXPRESSION`.execute(db);
    await sql`ALTER TABLE recipe_search_docs DROP COLUMN name, DROP COLUMN description, DROP COLUMN ingredients`.execute(db);
    await sql`ALTER TABLE recipe_search_docs ALTER COLUMN document SET NOT NULL`.execute(db);
    // Dropped columns keep their bytes until a row is written again: the table and its indexes
    // are rewritten now (CLUSTER may run in the migration's transaction, VACUUM FULL may not), so
    // that the rows are small from the start.
    await sql`CLUSTER recipe_search_docs USING recipe_search_docs_pkey`.execute(db);
  }
  await indexUnindexedRecipes(db, engine);
}

/** Indexes every recipe that has no search row. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on an untyped Kysely
export async function indexUnindexedRecipes(typed: Kysely<any>, engine: Engine): Promise<void> {
  const { rows } = await sql<{ id: string }>`SELECT id FROM recipes r
    WHERE NOT EXISTS (SELECT 1 FROM recipe_search_docs d WHERE d.recipe_id = r.id)`.execute(typed);
  for (let i = 0; i < rows.length; i += 500) {
    await indexRecipes(
      typed,
      engine,
      rows.slice(i, i + 500).map((r) => r.id),
    );
  }
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine !== 'postgres') return;
  // Back to migration 0003's shape. A tsvector keeps each word once, not the text: the text is
  // written again from the recipes' own normalised columns and ingredient rows.
  await sql`DROP INDEX IF EXISTS recipe_search_docs_document_idx`.execute(db);
  await sql`ALTER TABLE recipe_search_docs DROP COLUMN document,
    ADD COLUMN name text NOT NULL DEFAULT '', ADD COLUMN description text NOT NULL DEFAULT '',
    ADD COLUMN ingredients text NOT NULL DEFAULT ''`.execute(db);
  await sql`UPDATE recipe_search_docs d SET name = r.name_normalized, description = r.description_normalized,
    ingredients = coalesce((SELECT string_agg(concat_ws(' ', i.note_normalized, i.original_text_normalized), ' ' ORDER BY i.position)
      FROM recipes_ingredients i WHERE i.recipe_id = r.id), '')
    FROM recipes r WHERE r.id = d.recipe_id`.execute(db);
  await sql`ALTER TABLE recipe_search_docs ADD COLUMN document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', name), 'A') ||
    setweight(to_tsvector('simple', description), 'B') ||
    setweight(to_tsvector('simple', ingredients), 'C')
  ) STORED`.execute(db);
  await sql`CREATE INDEX recipe_search_docs_document_idx ON recipe_search_docs USING gin (document)`.execute(db);
}
