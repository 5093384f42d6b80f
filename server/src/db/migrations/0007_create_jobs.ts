import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * The background job queue (platform/jobs): one row per unit of work, claimed by one process at a
 * time, kept after it ends as a record of what ran. `dedupe_key` is unique so that the processes
 * sharing a database enqueue each scheduled run only once (NULLs never collide, on either engine).
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', types.timestamp, (c) => c.notNull())
    .addColumn('locked_by', 'varchar(128)')
    .addColumn('heartbeat_at', types.timestamp)
    .addColumn('error', 'text')
    .addColumn('dedupe_key', 'varchar(255)')
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('finished_at', types.timestamp)
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_dedupe_key_idx').on('jobs').column('dedupe_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
