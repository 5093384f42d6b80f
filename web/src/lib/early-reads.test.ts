import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hand-over between two calls of fetch; the browser test (e2e/tests/first-load.spec.ts) runs
// it against the server.
const origin = window.location.origin;
let fetchCalls: { url: string; authorization: string | null }[];

beforeEach(() => {
  vi.resetModules();
  fetchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.href;
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      fetchCalls.push({ url, authorization: headers.get('Authorization') });
      const status = url.includes('broken') ? 500 : 200;
      return new Response(JSON.stringify({ url, call: fetchCalls.length }), { status });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fetchAgain = (request: Request) => globalThis.fetch(request);
const get = (path: string, token?: string) =>
  new Request(`${origin}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('early reads', () => {
  it('answer the same read once, its query in any order, with one request', async () => {
    const { claimEarlyRead, startEarlyRead } = await import('./early-reads');
    startEarlyRead('/api/recipes?orderBy=name&page=1&tags=a&tags=b', 'tok');
    const answer = claimEarlyRead(get('/api/recipes?tags=a&page=1&tags=b&orderBy=name', 'tok'), fetchAgain);
    expect(await (await answer)?.json()).toMatchObject({ call: 1 });
    expect(fetchCalls).toEqual([{ url: `${origin}/api/recipes?orderBy=name&page=1&tags=a&tags=b`, authorization: 'Bearer tok' }]);
    // Handed out once: the next read of it is the client's own.
    expect(claimEarlyRead(get('/api/recipes?orderBy=name&page=1&tags=a&tags=b', 'tok'), fetchAgain)).toBeUndefined();
  });

  it('are not handed to another session, another address or a change', async () => {
    const { claimEarlyRead, startEarlyRead } = await import('./early-reads');
    startEarlyRead('/api/users/self', 'tok');
    expect(claimEarlyRead(get('/api/users/self', 'other'), fetchAgain)).toBeUndefined();
    expect(claimEarlyRead(get('/api/users/self'), fetchAgain)).toBeUndefined();
    expect(claimEarlyRead(get('/api/users/self/ratings', 'tok'), fetchAgain)).toBeUndefined();
    const change = new Request(`${origin}/api/users/self`, { method: 'PUT', headers: { Authorization: 'Bearer tok' } });
    expect(claimEarlyRead(change, fetchAgain)).toBeUndefined();
    expect(claimEarlyRead(get('/api/users/self', 'tok'), fetchAgain)).toBeDefined();
  });

  it("ask again with the client's request when the early answer failed", async () => {
    const { claimEarlyRead, startEarlyRead } = await import('./early-reads');
    startEarlyRead('/api/recipes/broken', null);
    const request = get('/api/recipes/broken');
    request.headers.set('Accept-Language', 'fr-FR');
    const answer = await claimEarlyRead(request, fetchAgain);
    expect(answer?.status).toBe(500);
    expect(fetchCalls).toHaveLength(2);
  });

  it('drop an answer nobody asked for within ten seconds of its arrival', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { claimEarlyRead, startEarlyRead } = await import('./early-reads');
    await startEarlyRead('/api/app/about', null);
    await startEarlyRead('/api/app/about/theme', null);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(claimEarlyRead(get('/api/app/about'), fetchAgain)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(claimEarlyRead(get('/api/app/about/theme'), fetchAgain)).toBeUndefined();
  });
});
