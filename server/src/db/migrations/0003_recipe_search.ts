import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Recipe full-text search: one row per recipe in `recipe_search_docs`, with its searchable text
 * already normalised (space-separated ASCII words). SQLite keeps the text in an FTS5 table whose
 * rowid is the key row's id; PostgreSQL keeps it in the key row with a weighted tsvector and a
 * GIN index. Deleting a recipe cascades to its key row (and, on SQLite, a trigger removes the
 * FTS5 row).
 */
export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  if (engine === 'sqlite') {
    // The key table stays narrow (the text lives in the FTS5 table's own content) so that the
    // join from FTS5 rowids to recipe ids reads few pages.
    await sql`CREATE TABLE recipe_search_docs (
      id INTEGER PRIMARY KEY,
      recipe_id ${sql.raw(String(types.uuid))} NOT NULL UNIQUE REFERENCES recipes(id) ON DELETE CASCADE,
      group_id ${sql.raw(String(types.uuid))} NOT NULL
    )`.execute(db);
    await sql`CREATE VIRTUAL TABLE recipe_search_fts USING fts5(
      name, description, ingredients, tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
    await sql`CREATE TRIGGER recipe_search_docs_ad AFTER DELETE ON recipe_search_docs BEGIN
      DELETE FROM recipe_search_fts WHERE rowid = old.id;
    END`.execute(db);
  } else {
    await sql`CREATE TABLE recipe_search_docs (
      recipe_id uuid PRIMARY KEY REFERENCES recipes(id) ON DELETE CASCADE,
      group_id uuid NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      ingredients text NOT NULL,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', description), 'B') ||
        setweight(to_tsvector('simple', ingredients), 'C')
      ) STORED
    )`.execute(db);
    await sql`CREATE INDEX recipe_search_docs_document_idx ON recipe_search_docs USING gin (document)`.execute(db);
    // For a common word the planner would rather test every tsvector than walk the GIN index,
    // which is several times slower (it does not price the match itself). A function with its own
    // settings is planned apart, on the index only; the group test is written so it cannot pick
    // the group index instead.
    await sql`CREATE FUNCTION recipe_search_match(p_group uuid, p_query tsquery) RETURNS SETOF uuid
      LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off
      AS $$ SELECT recipe_id FROM recipe_search_docs WHERE document @@ p_query AND group_id::text = p_group::text $$`.execute(db);
  }
  await sql`CREATE INDEX recipe_search_docs_group_id_idx ON recipe_search_docs (group_id)`.execute(db);

  // Recipes written before this migration are indexed by migration 0016, with the code of the
  // search rows' latest shape.
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine === 'sqlite') await sql`DROP TABLE IF EXISTS recipe_search_fts`.execute(db);
  else await sql`DROP FUNCTION IF EXISTS recipe_search_match(uuid, tsquery)`.execute(db);
  await sql`DROP TABLE IF EXISTS recipe_search_docs`.execute(db);
}
