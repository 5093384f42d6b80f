import dns from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_USER_AGENT, classifyAddress, OutboundError, OutboundFetcher, outboundAppError } from './outbound.js';

/** A loopback HTTP server whose answers the tests choose by path; it records what reached it. */
let server: http.Server;
let port: number;
let base: string;
const received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      switch (path) {
        case '/hello':
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello');
          return;
        case '/redirect-private':
          res.writeHead(302, { location: 'http://10.0.0.1/secret' }).end();
          return;
        case '/redirect-metadata':
          res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
          return;
        case '/redirect-local':
          res.writeHead(302, { location: '/hello' }).end();
          return;
        case '/redirect-loop':
          res.writeHead(302, { location: '/redirect-loop' }).end();
          return;
        case '/big':
          res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(50_000));
          return;
        case '/big-declared':
          res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '50000' }).end('x'.repeat(50_000));
          return;
        case '/gzip-bomb':
          res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(1_000_000)));
          return;
        case '/gzip':
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync('<p>zipped</p>'));
          return;
        case '/br':
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }).end(zlib.brotliCompressSync('<p>brotli</p>'));
          return;
        case '/deflate':
          res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }).end(zlib.deflateSync('<p>deflated</p>'));
          return;
        case '/latin1-header':
          res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' }).end(Buffer.from('<p>Crème brûlée</p>', 'latin1'));
          return;
        case '/latin1-meta':
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end(Buffer.from('<html><head><meta charset="windows-1252"></head><body>Jalapeño</body></html>', 'latin1'));
          return;
        case '/utf8':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Crème brûlée</p>');
          return;
        case '/missing':
          res.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
          return;
        case '/trickle': {
          // Slowloris-style: a byte every 100 ms, never finishing within the caller's deadline.
          res.writeHead(200, { 'content-type': 'text/plain' });
          const timer = setInterval(() => res.write('x'), 100);
          res.on('close', () => clearInterval(timer));
          return;
        }
        case '/huge-header':
          res.writeHead(200, { 'content-type': 'text/plain', 'x-filler': 'y'.repeat(100_000) }).end('ok');
          return;
        case '/slow':
          // Never answers; the fetcher's time-out must end the wait.
          return;
        default:
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = () => new OutboundFetcher({ allowAddresses: [`127.0.0.1:${port}`] });

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['127.10.20.30', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.10.1', 'private'],
    ['169.254.169.254', 'never'],
    ['0.0.0.0', 'never'],
    ['224.0.0.251', 'never'],
    ['255.255.255.255', 'never'],
    ['::1', 'private'],
    ['::', 'never'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['ff02::1', 'never'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'never'],
    ['64:ff9b::a00:1', 'private'],
    ['not-an-address', 'never'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (ip, verdict) => {
    expect(classifyAddress(ip)).toBe(verdict);
  });

  it.each([
    // 6to4 (2002:AABB:CCDD::/48) carries the IPv4 address in bits 16–48.
    ['2002:7f00:1::', 'private'],
    ['2002:a00:1::1', 'private'],
    ['2002:a9fe:a9fe::1', 'never'],
    ['2002:808:808::1', 'public'],
    // Local-use NAT64 (RFC 8215) and IPv4-translated (RFC 2765) carry it in the last 32 bits.
    ['64:ff9b:1::7f00:1', 'private'],
    ['::ffff:0:7f00:1', 'private'],
    ['::ffff:0:808:808', 'public'],
    // Teredo hides the client address (XOR-ed): never trusted as public.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'private'],
  ])('an IPv6 form carrying an IPv4 address, %s, is %s', (ip, verdict) => {
    expect(classifyAddress(ip)).toBe(verdict);
  });
});

describe('OutboundFetcher refusals', () => {
  it('refuses loopback without connecting', async () => {
    const before = received.length;
    const error = await refusal(new OutboundFetcher().fetch(`${base}/hello`));
    expect(error.code).toBe('blocked-address');
    expect(received.length).toBe(before);
  });

  it('refuses 10/8, the metadata address and IPv6 loopback', async () => {
    const fetcher = new OutboundFetcher();
    expect((await refusal(fetcher.fetch('http://10.0.0.1/'))).code).toBe('blocked-address');
    expect((await refusal(fetcher.fetch('http://169.254.169.254/latest/meta-data/'))).code).toBe('blocked-address');
    expect((await refusal(fetcher.fetch(`http://[::1]:${port}/hello`))).code).toBe('blocked-address');
    expect((await refusal(fetcher.fetch('http://[::ffff:127.0.0.1]/'))).code).toBe('blocked-address');
    expect((await refusal(fetcher.fetch('http://0x7f000001/'))).code).toBe('blocked-address');
  });

  it('refuses a DNS name that resolves to loopback', async () => {
    const before = received.length;
    const error = await refusal(new OutboundFetcher().fetch(`http://localhost:${port}/hello`));
    expect(error.code).toBe('blocked-address');
    expect(received.length).toBe(before);
  });

  it('connects to the address it checked, never resolving the name a second time (DNS rebinding)', async () => {
    // First answer: the allowed test server; any later answer: another loopback address with nothing on it.
    let lookups = 0;
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation((async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    }) as unknown as typeof dns.lookup);
    try {
      const response = await allowed().fetch(`http://rebind.test:${port}/hello`);
      expect(response.text()).toBe('hello');
      expect(lookups).toBe(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('refuses credentials in the URL, also when they hide the real host', async () => {
    const fetcher = allowed();
    for (const url of [`http://evil.example@127.0.0.1:${port}/hello`, `http://user:pass@127.0.0.1:${port}/hello`]) {
      expect((await refusal(fetcher.fetch(url))).code).toBe('bad-url');
    }
  });

  it('ends a trickling body at the deadline and refuses an oversized header block', async () => {
    const started = Date.now();
    expect((await refusal(allowed().fetch(`${base}/trickle`, { timeoutMs: 500 }))).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await refusal(allowed().fetch(`${base}/huge-header`))).code).toBe('network');
  });

  it('refuses schemes other than http and https', async () => {
    const fetcher = new OutboundFetcher();
    expect((await refusal(fetcher.fetch('file:///etc/passwd'))).code).toBe('bad-scheme');
    expect((await refusal(fetcher.fetch('ftp://example.com/x'))).code).toBe('bad-scheme');
    expect((await refusal(fetcher.fetch('not a url'))).code).toBe('bad-url');
  });

  it('allows only the listed address and port', async () => {
    const fetcher = new OutboundFetcher({ allowAddresses: [`127.0.0.1:${port + 1}`] });
    expect((await refusal(fetcher.fetch(`${base}/hello`))).code).toBe('blocked-address');
  });

  it('re-checks every redirect hop and refuses a redirect to a private address', async () => {
    const fetcher = allowed();
    const toPrivate = await refusal(fetcher.fetch(`${base}/redirect-private`));
    expect(toPrivate.code).toBe('blocked-address');
    expect(toPrivate.url).toBe('http://10.0.0.1/secret');
    expect((await refusal(fetcher.fetch(`${base}/redirect-metadata`))).code).toBe('blocked-address');
  });

  it('gives up after five redirects', async () => {
    const error = await refusal(allowed().fetch(`${base}/redirect-loop`));
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/redirects/);
  });

  it('stops at the size limit, also for a compressed body', async () => {
    const fetcher = allowed();
    expect((await refusal(fetcher.fetch(`${base}/big`, { maxBytes: 10_000 }))).code).toBe('too-large');
    expect((await refusal(fetcher.fetch(`${base}/big-declared`, { maxBytes: 10_000 }))).code).toBe('too-large');
    expect((await fetcher.fetch(`${base}/big-declared`, { maxBytes: 50_000 })).body.length).toBe(50_000);
    expect((await refusal(fetcher.fetch(`${base}/gzip-bomb`, { maxBytes: 100_000 }))).code).toBe('too-large');
  });

  it('times out with its own error', async () => {
    const started = Date.now();
    const error = await refusal(allowed().fetch(`${base}/slow`, { timeoutMs: 300 }));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a non-2xx answer with its status', async () => {
    const error = await refusal(allowed().fetch(`${base}/missing`));
    expect(error).toMatchObject({ code: 'http-status', status: 404 });
  });

  it('still refuses the metadata address when private networks are allowed', async () => {
    const fetcher = new OutboundFetcher({ allowPrivateNetwork: true });
    expect((await refusal(fetcher.fetch('http://169.254.169.254/'))).code).toBe('blocked-address');
    expect((await fetcher.fetch(`${base}/hello`)).text()).toBe('hello');
  });
});

describe('OutboundFetcher responses', () => {
  it('sends a browser-like User-Agent and follows a permitted redirect', async () => {
    const response = await allowed().fetch(`${base}/redirect-local`);
    expect(response.text()).toBe('hello');
    expect(response.url).toBe(`${base}/hello`);
    const last = received[received.length - 1];
    expect(last.headers['user-agent']).toBe(BROWSER_USER_AGENT);
    expect(last.headers['accept-encoding']).toMatch(/gzip/);
  });

  it('posts a JSON body', async () => {
    const payload = JSON.stringify({ action: { id: 1 } });
    const response = await allowed().fetch(`${base}/echo`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ ok: true });
    const last = received[received.length - 1];
    expect(last).toMatchObject({ method: 'POST', body: payload });
    expect(last.headers['content-type']).toBe('application/json');
  });

  it('decodes gzip, brotli and deflate', async () => {
    const fetcher = allowed();
    expect((await fetcher.fetch(`${base}/gzip`)).text()).toBe('<p>zipped</p>');
    expect((await fetcher.fetch(`${base}/br`)).text()).toBe('<p>brotli</p>');
    expect((await fetcher.fetch(`${base}/deflate`)).text()).toBe('<p>deflated</p>');
  });

  it('decodes text with the charset of the header, of a meta tag, or UTF-8', async () => {
    const fetcher = allowed();
    expect((await fetcher.fetch(`${base}/latin1-header`)).text()).toBe('<p>Crème brûlée</p>');
    expect((await fetcher.fetch(`${base}/latin1-meta`)).text()).toContain('Jalapeño');
    expect((await fetcher.fetch(`${base}/utf8`)).text()).toBe('<p>Crème brûlée</p>');
  });
});

describe('outboundAppError', () => {
  it('maps refusals to 400, a time-out to 408 and a large answer to 413, naming the cause', () => {
    const blocked = outboundAppError(new OutboundError('blocked-address', 'Refusing to connect to 10.0.0.1', 'http://10.0.0.1/'));
    expect(blocked).toMatchObject({
      status: 400,
      detail: { message: 'Refusing to connect to 10.0.0.1', error: true, exception: 'blocked-address' },
    });
    expect(blocked.detail).not.toHaveProperty('allowedBy');
    const own = outboundAppError(
      new OutboundError('blocked-address', 'Refusing', 'http://10.0.0.1/', undefined, 'ALLOW_PRIVATE_NETWORK_IMPORT'),
    );
    expect(own.detail).toMatchObject({ exception: 'blocked-address', allowedBy: 'ALLOW_PRIVATE_NETWORK_IMPORT' });
    expect(outboundAppError(new OutboundError('timeout', 'late', 'http://x/')).status).toBe(408);
    expect(outboundAppError(new OutboundError('too-large', 'big', 'http://x/')).status).toBe(413);
    expect(outboundAppError(new OutboundError('http-status', 'The remote server answered 404', 'http://x/', 404)).status).toBe(400);
  });
});
