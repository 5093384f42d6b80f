import type { paths } from '../../api/schema';
import { getStoredToken } from '../auth/token-storage';
import { type LiveEvent, parseLiveEvent } from './live-event';
import { reconnectDelay } from './reconnect-delay';
import { createSseParser } from './sse-parser';

export const EVENT_STREAM_PATH = '/api/events/stream' satisfies keyof paths;

/** Until the server names its own `retry:` delay. */
const DEFAULT_RETRY_MS = 3000;

/**
 * The server sends a heartbeat every 15 s. A connection silent for three of them is taken as dead
 * (a laptop woke from sleep, a phone changed networks, a proxy dropped it without a word) and is
 * reopened, resuming from the last event id.
 */
export const STALL_TIMEOUT_MS = 45_000;

export interface LiveEventStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  /** The server refused the session (401); the stream stays closed. */
  onUnauthorized: () => void;
  /** Reopened after a drop with no event id to resume from: whatever changed meanwhile is unknown. */
  onResync: () => void;
}

/** Answers that will not change by asking again; anything else (5xx, a proxy's 408/429) is retried. */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Opens the signed-in user's live event stream and keeps it open: a dropped or failed connection
 * is reopened after a growing delay (at once when the browser comes back online), a connection
 * silent for longer than three heartbeats is taken as dead and reopened, and every reopening
 * resumes from the last event id (the server replays what was missed). Returns a function that
 * closes it for good.
 *
 * A streaming fetch rather than EventSource: it sends the session's bearer token (the same one
 * every other call uses), reports the status of a refused connection, and ends on a 401 instead of
 * retrying. The shared API client cannot be used: it reads whole bodies and reports every network
 * drop as an error notification.
 */
export function openLiveEventStream(
  handlers: LiveEventStreamHandlers,
  {
    fetch = (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  }: { fetch?: (input: string, init?: RequestInit) => Promise<Response> } = {},
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId = '';
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let openedBefore = false;

  const read = async (body: ReadableStream<Uint8Array>, connection: AbortController) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => connection.abort(), STALL_TIMEOUT_MS);
    };
    const parser = createSseParser((message) => {
      lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (event) handlers.onEvent(event);
    }, lastEventId);
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      watch();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        watch();
        parser.push(decoder.decode(chunk.value, { stream: true }));
        retryMs = parser.retryMs ?? retryMs;
      }
    } finally {
      clearTimeout(stall);
    }
  };

  const connect = async () => {
    timer = undefined;
    const token = getStoredToken();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    // One connection's own abort (a stall) reconnects; the stream's abort (closed for good) ends it.
    const connection = new AbortController();
    const stop = () => connection.abort();
    controller.signal.addEventListener('abort', stop);
    try {
      const response = await fetch(EVENT_STREAM_PATH, { headers, cache: 'no-store', signal: connection.signal });
      if (response.status === 401) return handlers.onUnauthorized();
      if (isFinal(response.status)) return;
      if (response.ok && response.body) {
        failures = 0;
        if (openedBefore && !lastEventId) handlers.onResync();
        openedBefore = true;
        await read(response.body, connection);
      }
    } catch {
      // A network failure, a dropped or stalled stream: reconnect below, unless closed on purpose.
    } finally {
      controller.signal.removeEventListener('abort', stop);
    }
    if (controller.signal.aborted) return;
    failures += 1;
    timer = setTimeout(connect, reconnectDelay(failures, retryMs));
  };

  // Back online: try at once instead of waiting out the back-off.
  const reconnectNow = () => {
    if (timer === undefined || controller.signal.aborted) return;
    clearTimeout(timer);
    timer = undefined;
    void connect();
  };
  window.addEventListener('online', reconnectNow);

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
    window.removeEventListener('online', reconnectNow);
  };
}
