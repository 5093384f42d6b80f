import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveEventStream, STALL_TIMEOUT_MS } from './event-stream';

/**
 * The connection handling of the live event stream, with a transport that behaves like the
 * network can: a connection that goes silent, a request that fails while offline. What the
 * server sends through a working stream is covered by the browser tests (live-updates.spec.ts).
 */
const encoder = new TextEncoder();

/** A stream response that sends `text` and then nothing more, like a connection dead after sleep. */
function silentAfter(text: string, signal?: AbortSignal | null): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const handlers = () => ({ onEvent: vi.fn(), onUnauthorized: vi.fn(), onResync: vi.fn() });
const EVENT =
  'id: 41\nevent: recipe_created\ndata: {"eventType":"recipe_created","documentData":{"documentType":"recipe","operation":"create"}}\n\n';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('openLiveEventStream', () => {
  it('takes a connection silent for longer than three heartbeats as dead and resumes from the last event', async () => {
    const calls: RequestInit[] = [];
    const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
      calls.push(init ?? {});
      return silentAfter(calls.length === 1 ? EVENT : ': ping\n\n', init?.signal);
    });
    const close = openLiveEventStream(handlers(), { fetch });

    await vi.advanceTimersByTimeAsync(STALL_TIMEOUT_MS - 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000 + 10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    const headers = calls[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['Last-Event-ID']).toBe('41');
    close();
  });

  it('tries again at once when the browser comes back online', async () => {
    let online = false;
    const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      return silentAfter(': connected\n\n', init?.signal);
    });
    const close = openLiveEventStream(handlers(), { fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    close();
  });

  it('stops for good when closed, whatever was pending', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const close = openLiveEventStream(handlers(), { fetch });
    await vi.advanceTimersByTimeAsync(0);
    close();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
