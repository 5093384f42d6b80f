import { Readable } from 'node:stream';
import type { Tenant } from '../access.js';
import type { EventBus } from './bus.js';
import type { DeliveredEvent } from './types.js';

/** A client that stops reading is cut off (it reconnects with `Last-Event-ID`) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  /** The last event the client saw: what came after it is replayed before live events. */
  lastEventId?: number;
  heartbeatMs: number;
  replay: (afterId: number) => Promise<DeliveredEvent[]>;
  onError: (error: unknown) => void;
}

/** One Server-Sent Events message (`data` is one line: JSON has no raw newlines). */
const message = ({ id, event }: DeliveredEvent) => `id: ${id}\nevent: ${event.eventType}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * A live event stream for `tenant` as Server-Sent Events text: the replay of what it missed, then
 * every event the bus delivers, with a comment line as heartbeat so that proxies keep the
 * connection open. Destroying or ending the stream drops the subscription and the heartbeat.
 */
export function openEventStream(bus: EventBus, tenant: Tenant, options: EventStreamOptions): Readable {
  let unsubscribe = () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  const cleanup = () => {
    unsubscribe();
    clearInterval(heartbeat);
  };
  const stream = new Readable({
    read() {},
    destroy(error, callback) {
      cleanup();
      callback(error);
    },
  });
  stream.once('end', cleanup);
  const write = (text: string) => {
    if (stream.destroyed || stream.readableEnded) return;
    stream.push(text);
    if (stream.readableLength > MAX_BUFFERED_BYTES) stream.destroy();
  };

  // Live events that arrive while the replay is read wait for it; those it already holds are dropped.
  let waiting: DeliveredEvent[] | null = options.lastEventId === undefined ? null : [];
  unsubscribe = bus.subscribe(tenant, (delivered) => {
    if (waiting) waiting.push(delivered);
    else write(message(delivered));
  });
  heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  heartbeat.unref();
  // Sent at once so that the client sees the stream open (headers go out with the first bytes).
  write('retry: 3000\n: connected\n\n');

  if (options.lastEventId !== undefined) {
    options
      .replay(options.lastEventId)
      .catch((error) => {
        options.onError(error);
        return [] as DeliveredEvent[];
      })
      .then((missed) => {
        const replayed = new Set(missed.map((d) => d.id));
        const live = waiting ?? [];
        waiting = null;
        for (const delivered of missed) write(message(delivered));
        for (const delivered of live) if (!replayed.has(delivered.id)) write(message(delivered));
      });
  }
  return stream;
}
