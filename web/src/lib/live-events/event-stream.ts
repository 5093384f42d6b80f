import type { paths } from '../../api/schema';
import { getStoredToken } from '../auth/token-storage';
import { type LiveEvent, parseLiveEvent } from './live-event';
import { reconnectDelay } from './reconnect-delay';
import { createSseParser } from './sse-parser';

export const EVENT_STREAM_PATH = '/api/events/stream' satisfies keyof paths;

/** Until the server names its own `retry:` delay. */
const DEFAULT_RETRY_MS = 3000;

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
 * is reopened after a growing delay and resumes from the last event id (the server replays what
 * was missed). Returns a function that closes it for good.
 *
 * A streaming fetch rather than EventSource: it sends the session's bearer token (the same one
 * every other call uses), reports the status of a refused connection, and ends on a 401 instead of
 * retrying. The shared API client cannot be used: it reads whole bodies and reports every network
 * drop as an error notification.
 */
export function openLiveEventStream(handlers: LiveEventStreamHandlers): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId = '';
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let openedBefore = false;

  const read = async (body: ReadableStream<Uint8Array>) => {
    const parser = createSseParser((message) => {
      lastEventId = message.lastEventId;
      const event = parseLiveEvent(message.data);
      if (event) handlers.onEvent(event);
    }, lastEventId);
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      parser.push(decoder.decode(chunk.value, { stream: true }));
      retryMs = parser.retryMs ?? retryMs;
    }
  };

  const connect = async () => {
    const token = getStoredToken();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(EVENT_STREAM_PATH, { headers, cache: 'no-store', signal: controller.signal });
      if (response.status === 401) return handlers.onUnauthorized();
      if (isFinal(response.status)) return;
      if (response.ok && response.body) {
        failures = 0;
        if (openedBefore && !lastEventId) handlers.onResync();
        openedBefore = true;
        await read(response.body);
      }
    } catch {
      // A network failure or a dropped stream: reconnect below, unless closed on purpose.
    }
    if (controller.signal.aborted) return;
    failures += 1;
    timer = setTimeout(connect, reconnectDelay(failures, retryMs));
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
