import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Reports of long-running group jobs (bulk URL import; later backups, restores and migrations):
 * one `group_reports` row per run and one `report_entries` row per item, named as in Mealie's
 * database so that backups map column for column.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('group_reports')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('timestamp', types.timestamp, (c) => c.notNull())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_reports_group_id_idx').on('group_reports').columns(['group_id', 'category']).execute();

  await db.schema
    .createTable('report_entries')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('report_id', types.uuid, (c) => c.notNull().references('group_reports.id').onDelete('cascade'))
    .addColumn('success', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('exception', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('timestamp', types.timestamp, (c) => c.notNull())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_entries_report_id_idx').on('report_entries').column('report_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_entries').execute();
  await db.schema.dropTable('group_reports').execute();
}
