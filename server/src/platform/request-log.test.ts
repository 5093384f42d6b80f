import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

let ctx: TestContext;
afterAll(() => ctx.close());
beforeAll(async () => {
  ctx = await setupTestApp();
});

/** An app logging at `level` into an array, with a slow route and a failing one beside the real ones. */
async function loggingApp(level: string): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = { ...ctx.config, logLevel: loadConfig({ DATA_DIR: ctx.dataDir, LOG_LEVEL: level }).logLevel };
  const app = await buildApp({ config, database: ctx.database, secret: 's'.repeat(32), webRoot: null, logStream, background: false });
  app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    return { ok: true };
  });
  app.get('/test/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => typeof l.url === 'string' && l.msg !== 'boom');

describe('request logging', () => {
  it('at info, writes nothing for an ordinary request and one line for a slow or failed one', async () => {
    const { app, lines } = await loggingApp('info');
    try {
      for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/app/about' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
      await app.inject({ method: 'GET', url: '/test/slow' });
      expect((await app.inject({ method: 'GET', url: '/test/broken' })).statusCode).toBe(500);
      expect(requestLines(lines).map((l) => [l.msg, l.url, l.statusCode, l.level])).toEqual([
        ['slow request', '/test/slow', 200, 30],
        ['request failed', '/test/broken', 500, 30],
      ]);
      expect(requestLines(lines)[0].ms).toBeGreaterThan(1000);
    } finally {
      await app.close();
    }
  });

  it('at debug, writes one line per request', async () => {
    const { app, lines } = await loggingApp('debug');
    try {
      await app.inject({ method: 'GET', url: '/api/app/about' });
      await app.inject({ method: 'GET', url: '/api/app/about/theme' });
      expect(requestLines(lines).map((l) => [l.msg, l.url, l.level])).toEqual([
        ['request completed', '/api/app/about', 20],
        ['request completed', '/api/app/about/theme', 20],
      ]);
    } finally {
      await app.close();
    }
  });
});
