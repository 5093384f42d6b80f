import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * The events outbox (platform/events): one row per domain event, written in the same transaction
 * as the change it reports, so that an event exists exactly when its change committed. The
 * monotonic `id` is the live stream's event id, from which a reconnecting client replays what it
 * missed; rows are pruned after a day.
 */
export async function up(db: Kysely<unknown>, { engine, types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', engine === 'postgres' ? 'bigserial' : 'integer', (c) =>
      engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', types.uuid, (c) => c.notNull())
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('household_id', types.uuid, (c) => c.references('households.id').onDelete('cascade'))
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('integration_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('document_data', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('timestamp', types.timestamp, (c) => c.notNull())
    .execute();
  // Replay reads a group's latest rows; pruning reads the oldest.
  await db.schema.createIndex('events_group_id_idx').on('events').columns(['group_id', 'id']).execute();
  await db.schema.createIndex('events_timestamp_idx').on('events').column('timestamp').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
