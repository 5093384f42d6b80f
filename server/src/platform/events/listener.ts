import type { DatabaseHandle, Listener } from '../../db/database.js';
import { NOTIFY_CHANNEL } from './outbox.js';
import type { DeliveredEvent } from './types.js';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** Ids already published, so that the catch-up after a reconnect repeats none. */
const REMEMBERED_IDS = 2000;

export interface OutboxListenerOptions {
  listen: NonNullable<DatabaseHandle['listen']>;
  /** Loads committed outbox rows by id. */
  load: (ids: number[]) => Promise<DeliveredEvent[]>;
  /** Rows after an id (a catch-up after the connection was lost). */
  since: (afterId: number) => Promise<DeliveredEvent[]>;
  /** The newest id at start: a catch-up never repeats what came before this process listened. */
  newest: () => Promise<number>;
  publish: (delivered: DeliveredEvent) => void;
  onError: (error: unknown, what: string) => void;
}

/**
 * The process's one `LISTEN larder_events` connection on PostgreSQL. Every process on the database
 * receives each committed event's outbox id once (NOTIFY is sent at commit and never for a rolled
 * back transaction), loads the row and publishes it to its local bus, in the order notified. A lost
 * connection is reopened, and what was committed meanwhile is read from the outbox.
 */
export class OutboxListener {
  private connection: Listener | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_MIN_MS;
  private queue: number[] = [];
  private draining: Promise<void> = Promise.resolve();
  private readonly published = new Set<number>();
  private lastId = 0;

  constructor(private readonly options: OutboxListenerOptions) {}

  async start(): Promise<void> {
    if (this.lastId === 0) this.lastId = await this.options.newest();
    this.connection = await this.options.listen(
      NOTIFY_CHANNEL,
      (payload) => this.notified(payload),
      (error) => this.lost(error),
    );
    // Stopped while connecting (a reconnect racing the app's close): leave nothing open.
    if (this.stopped) await this.connection.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.connection?.close();
    await this.draining;
  }

  private notified(payload: string): void {
    const id = Number.parseInt(payload, 10);
    if (!Number.isSafeInteger(id)) return;
    this.queue.push(id);
    this.drain(() => {
      const ids = this.queue;
      this.queue = [];
      return ids.length ? this.options.load(ids) : Promise.resolve([]);
    });
  }

  /** Runs deliveries one after another, so that events reach subscribers in the order notified. */
  private drain(read: () => Promise<DeliveredEvent[]>): void {
    this.draining = this.draining
      .then(read)
      .then((events) => {
        for (const delivered of events) this.deliver(delivered);
      })
      .catch((error) => this.options.onError(error, 'loading notified events'));
  }

  private deliver(delivered: DeliveredEvent): void {
    if (this.published.has(delivered.id)) return;
    this.published.add(delivered.id);
    if (this.published.size > REMEMBERED_IDS) this.published.delete(this.published.values().next().value!);
    this.lastId = Math.max(this.lastId, delivered.id);
    this.options.publish(delivered);
  }

  private lost(error: Error): void {
    this.connection = undefined;
    if (this.stopped) return;
    this.options.onError(error, 'event listener connection lost');
    this.retryTimer = setTimeout(() => void this.reconnect(), this.retryMs);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.start();
      this.retryMs = RECONNECT_MIN_MS;
      const after = this.lastId;
      this.drain(() => this.options.since(after));
    } catch (error) {
      this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
      this.lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
