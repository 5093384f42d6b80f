import { type Kysely, sql } from 'kysely';

/**
 * The recipe list's default order is newest first with the id as tie-breaker (`created_at desc,
 * id`). The index of migration 0002 held only the group and `created_at`, so each page read every
 * row up to its end from the table for its id and sorted them again by id. With the id in the
 * index, descending as the tie-breaker runs against the scan, a page is read backwards from the
 * index alone, in order: a page deep in a big library as fast as the first (issue 16).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recipes_group_created_idx').execute();
  await sql`CREATE INDEX recipes_group_created_idx ON recipes (group_id, created_at, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recipes_group_created_idx').execute();
  await db.schema.createIndex('recipes_group_created_idx').on('recipes').columns(['group_id', 'created_at']).execute();
}
