import { type Kysely, type Selectable, sql } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database, EventsTable } from '../../db/types.js';
import { householdOrGroupLevel, inGroup, type Tenant } from '../access.js';
import { toIso } from '../time.js';
import { type DeliveredEvent, type EventType, eventTitle, GROUP_VISIBLE_EVENT_TYPES } from './types.js';

/** The outbox's SQL: the rows of the `events` table (migration 0008). */

export const NOTIFY_CHANNEL = 'larder_events';

type EventRow = Selectable<EventsTable>;
export type NewEventRow = Omit<EventRow, 'id'>;

export function toDelivered(row: EventRow): DeliveredEvent {
  const eventType = row.event_type as EventType;
  return {
    id: Number(row.id),
    event: {
      eventId: row.event_id,
      eventType,
      integrationId: row.integration_id,
      documentData: JSON.parse(row.document_data),
      message: { title: eventTitle(eventType), body: row.message },
      timestamp: toIso(row.timestamp)!,
      groupId: row.group_id,
      householdId: row.household_id,
    },
  };
}

/**
 * Writes one event through `db` (the ambient handle, so inside a unit of work it is part of the
 * change's transaction) and answers its id. On PostgreSQL the same statement queues a
 * notification, which the server sends only when (and if) the transaction commits.
 */
export async function insertEvent(db: Kysely<Database>, engine: Engine, row: NewEventRow): Promise<number> {
  if (engine === 'postgres') {
    const added = await db
      .with('added', (q) => q.insertInto('events').values(row).returning('id'))
      .selectFrom('added')
      .select(['added.id', sql<string>`pg_notify(${NOTIFY_CHANNEL}, added.id::text)`.as('notified')])
      .executeTakeFirstOrThrow();
    return Number(added.id);
  }
  const added = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(added.id);
}

export async function loadEvents(db: Kysely<Database>, ids: number[]): Promise<DeliveredEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('events').selectAll().where('id', 'in', ids).orderBy('id').execute();
  return rows.map(toDelivered);
}

/** The newest id written so far (0 when the outbox is empty). */
export async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Rows written after `afterId` at `since` or later (a listener catching up after a reconnect). */
export async function eventsAfter(db: Kysely<Database>, afterId: number, since: string, limit: number): Promise<DeliveredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', afterId)
    .where('timestamp', '>=', since)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toDelivered);
}

/** What `tenant` missed after `afterId`: the latest `limit` rows since `since`, oldest first. */
export async function replayEvents(
  db: Kysely<Database>,
  tenant: Tenant,
  afterId: number,
  since: string,
  limit: number,
): Promise<DeliveredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .$call(inGroup(tenant, 'events.group_id'))
    .where((eb) =>
      eb.or([householdOrGroupLevel(tenant, 'events.household_id'), eb('events.event_type', 'in', [...GROUP_VISIBLE_EVENT_TYPES])]),
    )
    .where('id', '>', afterId)
    .where('timestamp', '>=', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toDelivered);
}

export async function pruneEvents(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('events').where('timestamp', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
