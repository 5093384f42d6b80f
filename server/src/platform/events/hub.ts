import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, Engine } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import type { Scope, Tenant } from '../access.js';
import { afterCommit } from '../transactions.js';
import { EventBus } from './bus.js';
import { OutboxListener } from './listener.js';
import { eventsAfter, insertEvent, lastEventId, loadEvents, pruneEvents, replayEvents, toDelivered } from './outbox.js';
import { openEventStream } from './stream.js';
import type { EventInput } from './types.js';

const HOUR = 3_600_000;

export interface EventHubOptions {
  /** The ambient handle: an emit inside a unit of work writes in its transaction. */
  db: Kysely<Database>;
  engine: Engine;
  /** The handle's LISTEN connection maker (PostgreSQL). */
  listen?: DatabaseHandle['listen'];
  log: { warn(details: object, message: string): void };
}

/**
 * Domain events (platform/events): services `emit` them in the transaction of the change (the
 * outbox row), and they are delivered after commit to the process's subscribers, today the live
 * stream. On SQLite (one process) delivery is in-process; on PostgreSQL every process hears each
 * event through LISTEN/NOTIFY, and only that way, so that each process sees each event once.
 */
export class EventHub {
  /** Interval of the stream's heartbeat comment; tests shorten it. */
  heartbeatMs = 15_000;
  /** A reconnecting client gets at most this many missed events… */
  replayLimit = 100;
  /** …written at most this long ago. */
  replayWindowMs = HOUR;
  /** Outbox rows older than this are pruned (`prune`, an hourly job). */
  retentionMs = 24 * HOUR;

  private readonly bus: EventBus;
  private readonly listener: OutboxListener | undefined;
  private readonly streams = new Set<Readable>();

  constructor(private readonly options: EventHubOptions) {
    this.bus = new EventBus((error) => options.log.warn({ err: error }, 'event subscriber failed'));
    if (options.engine === 'postgres' && options.listen) {
      this.listener = new OutboxListener({
        listen: options.listen,
        load: (ids) => loadEvents(options.db, ids),
        since: (afterId) => eventsAfter(options.db, afterId, this.ago(this.replayWindowMs), 10_000),
        newest: () => lastEventId(options.db),
        publish: (delivered) => this.bus.publish(delivered),
        onError: (error, what) => options.log.warn({ err: error }, what),
      });
    }
  }

  /**
   * Records an event of `scope`'s group (and household, unless the input says otherwise) and
   * delivers it once the current unit of work commits; nothing is heard of a rolled-back change.
   * Answers the event's outbox id.
   */
  async emit(scope: Scope | Tenant, input: EventInput): Promise<number> {
    const row = {
      event_id: crypto.randomUUID(),
      group_id: scope.groupId,
      household_id: input.householdId === undefined ? (scope.householdId ?? null) : input.householdId,
      event_type: input.eventType,
      integration_id: 'integrationId' in scope ? scope.integrationId : 'generic',
      document_data: JSON.stringify(input.documentData),
      // Mealie fills an empty body so that notifiers still send something.
      message: input.message || 'generic',
      timestamp: new Date().toISOString(),
    };
    const id = await insertEvent(this.options.db, this.options.engine, row);
    // PostgreSQL delivers through the NOTIFY the insert queued, to this process as to the others.
    const delivered = this.listener ? undefined : toDelivered({ ...row, id });
    if (delivered) {
      await afterCommit(
        () => this.bus.publish(delivered),
        (error) => this.options.log.warn({ err: error }, 'event delivery failed'),
      );
    }
    return id;
  }

  /**
   * The live stream of what `tenant` may see, as Server-Sent Events text. With `lastEventId`, the
   * events it missed since (bounded by `replayLimit` and `replayWindowMs`) come first.
   */
  stream(tenant: Tenant, lastEventId?: number): Readable {
    const stream = openEventStream(this.bus, tenant, {
      lastEventId,
      heartbeatMs: this.heartbeatMs,
      replay: (afterId) => replayEvents(this.options.db, tenant, afterId, this.ago(this.replayWindowMs), this.replayLimit),
      onError: (error) => this.options.log.warn({ err: error }, 'event replay failed'),
    });
    this.streams.add(stream);
    stream.once('close', () => this.streams.delete(stream));
    return stream;
  }

  /** Starts hearing other processes' events (PostgreSQL). Called when the app is ready. */
  async start(): Promise<void> {
    await this.listener?.start();
  }

  /** Ends the open streams: the server cannot close while a response is still open. */
  endStreams(): void {
    for (const stream of this.streams) stream.push(null);
    this.streams.clear();
  }

  /** Stops listening, once nothing is served any more. */
  async stop(): Promise<void> {
    this.endStreams();
    await this.listener?.stop();
  }

  /** Deletes outbox rows past retention (a reconnecting client is replayed an hour at most). */
  prune(): Promise<number> {
    return pruneEvents(this.options.db, this.ago(this.retentionMs));
  }

  private ago(ms: number): string {
    return new Date(Date.now() - ms).toISOString();
  }
}
