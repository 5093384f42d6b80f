import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * PostgreSQL: the search's match (migration 0003's `recipe_search_match`) that also tells, for each
 * matching recipe, whether its name or description holds a word of the search (`p_ranked`, a
 * query on the tsvector's A and B weights). Tested on the tsvector the match has read already, so
 * a page of a broad search ranks those few matches without a second pass over the index (issue
 * 16). SQLite asks its full-text index the same with a column filter, and needs nothing here.
 */
export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`CREATE FUNCTION recipe_search_match_ranked(p_group uuid, p_query tsquery, p_ranked tsquery)
    RETURNS TABLE (recipe_id uuid, ranked boolean)
    LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off
    AS $$ SELECT recipe_id, document @@ p_ranked FROM recipe_search_docs
      WHERE document @@ p_query AND group_id::text = p_group::text $$`.execute(db);
}

export async function down(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`DROP FUNCTION IF EXISTS recipe_search_match_ranked(uuid, tsquery, tsquery)`.execute(db);
}
