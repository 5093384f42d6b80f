import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser } from '../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';

let ctx: TestContext;
let app: FastifyInstance;
let webRoot: string;

const SCRIPT = `console.log(${JSON.stringify('Larder '.repeat(400))});\n`;

beforeAll(async () => {
  ctx = await setupTestApp();
  // A stand-in build, precompressed as web/scripts/precompress.mjs leaves it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>Larder</title><div id="root"></div>${'<!-- -->'.repeat(200)}`);
  const asset = path.join(webRoot, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  // Tokens are the harness app's; this second app only serves the stand-in build.
  app = await buildApp({ config: ctx.config, database: ctx.database, secret: 's'.repeat(32), logger: false, webRoot });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  await ctx.close();
});

describe('compression', () => {
  it('serves a built file precompressed by content negotiation, cached for good, with Vary', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the app page and API answers above 1 KiB, and leaves small answers alone', async () => {
    const page = await app.inject({ method: 'GET', url: '/g/home', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const user = await createUser(ctx);
    await createRecipe(ctx, user, { name: 'Compressed soup', description: 'A long description. '.repeat(100) });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipes?perPage=50',
      headers: { ...bearer(user.token), 'accept-encoding': 'gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.gunzipSync(list.rawPayload).toString()).items[0].name).toBe('Compressed soup');

    const small = await app.inject({ method: 'GET', url: '/api/app/about/theme', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live event stream, whose events must arrive as they happen', async () => {
    const user = await createUser(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/events/stream', headers: { ...bearer(user.token), 'accept-encoding': 'gzip, br' } },
        (res) => {
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
