import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the recipe list's other orders (name A–Z, recently updated, last made, date added):
 * with them a page of 50 is read in index order instead of sorting the group's whole library. The
 * name index is on `lower(name)`, the expression the list orders by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX recipes_group_name_idx ON recipes (group_id, lower(name))`.execute(db);
  await db.schema.createIndex('recipes_group_updated_idx').on('recipes').columns(['group_id', 'update_at']).execute();
  await db.schema.createIndex('recipes_group_last_made_idx').on('recipes').columns(['group_id', 'last_made']).execute();
  await db.schema.createIndex('recipes_group_date_added_idx').on('recipes').columns(['group_id', 'date_added']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'recipes_group_name_idx',
    'recipes_group_updated_idx',
    'recipes_group_last_made_idx',
    'recipes_group_date_added_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
