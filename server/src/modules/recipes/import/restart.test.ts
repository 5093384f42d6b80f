import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { buildApp } from '../../../app.js';
import { recipePage, soupJsonLd } from './test-pages.js';

/**
 * A bulk import survives the death of the process that ran it: a child process starts it and is
 * killed (SIGKILL) while the second address hangs; a new app on the same database resumes it.
 */

const SERVER_DIR = fileURLToPath(new URL('../../../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./restart-child.ts', import.meta.url));

/** Serves `/soup` and `/slow`, which never answers until `answerSlow()` (a site that hangs, then recovers). */
async function startSlowSite() {
  let reachedSlow: () => void = () => undefined;
  const slowReached = new Promise<void>((resolve) => {
    reachedSlow = resolve;
  });
  let answering = false;
  let base = '';
  const server = http.createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (req.url === '/soup') return html(recipePage(soupJsonLd(`${base}/no-photo.png`)));
    if (req.url === '/slow') {
      reachedSlow();
      if (answering) return html(recipePage({ ...soupJsonLd(`${base}/no-photo.png`), name: 'Green Pea Soup' }));
      return; // Left hanging: the importing process waits on it.
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    slowReached,
    answerSlow: () => {
      answering = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let ctx: TestContext;
let cook: TestUser;
let site: Awaited<ReturnType<typeof startSlowSite>>;
let child: ChildProcess | undefined;
let restarted: FastifyInstance | undefined;

beforeAll(async () => {
  // A lease of one second: on PostgreSQL the killed process's run is taken over a second after its last heartbeat.
  ctx = await setupTestApp({ ALLOW_PRIVATE_NETWORK_IMPORT: 'true', JOB_LEASE_SECONDS: '1' });
  cook = await createUser(ctx);
  site = await startSlowSite();
  // This app keeps answering requests but runs no jobs: the child process is the one importing.
  await ctx.app.deps.jobs.stop();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await restarted?.close();
  await site.close();
  await ctx.close();
});

function startChild(imports: { url: string }[]): Promise<{ status: number; body: { reportId: string } }> {
  const { database } = ctx.config;
  child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: ctx.dataDir,
      DB_ENGINE: database.engine,
      ...(database.engine === 'postgres' ? { POSTGRES_URL_OVERRIDE: database.url } : {}),
      ALLOW_PRIVATE_NETWORK_IMPORT: 'true',
      JOB_LEASE_SECONDS: '1',
      LOG_LEVEL: 'silent',
      CHILD_USERNAME: cook.username,
      CHILD_PASSWORD: cook.password,
      CHILD_IMPORTS: JSON.stringify(imports),
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child!.stdout!.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(JSON.parse(stdout.split('\n')[0]));
    });
    child!.once('exit', (code) => reject(new Error(`the child process ended (${code}): ${stderr}`)));
  });
}

const killChild = () =>
  new Promise<void>((resolve) => {
    child!.once('exit', () => resolve());
    child!.kill('SIGKILL');
  });

describe('a bulk import cut short by a killed process', () => {
  it('is resumed by the next start and ends with one entry per address, nothing imported twice', async () => {
    const soup = `${site.base}/soup`;
    const slow = `${site.base}/slow`;
    const { status, body } = await startChild([{ url: soup }, { url: slow }]);
    expect(status).toBe(202);
    const { reportId } = body;

    // The first address is imported and recorded; the second hangs, and the process dies.
    await site.slowReached;
    await killChild();
    const report = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/groups/reports/${reportId}`, headers: bearer(cook.token) })).json();
    expect(await report()).toMatchObject({ status: 'in-progress', entries: [{ success: true }] });
    const job = () => ctx.database.db.selectFrom('jobs').selectAll().where('name', '=', 'recipe-bulk-import').executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ status: 'running', attempts: 1 });

    // The site recovers, and the server starts again on the same database.
    site.answerSlow();
    restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      secret: 'restart-test-secret-0123456789abcdef',
      logger: false,
      webRoot: null,
    });
    await restarted.ready();

    await vi.waitFor(async () => expect((await report()).status).not.toBe('in-progress'), { timeout: 20_000, interval: 100 });
    const finished = await report();
    expect(finished.status).toBe('success');
    expect(finished.entries.map((e: { message: string }) => e.message)).toEqual([
      `Imported "Roasted Tomato Soup" from ${soup}`,
      `Imported "Green Pea Soup" from ${slow}`,
    ]);
    expect(await job()).toMatchObject({ status: 'succeeded', attempts: 2, locked_by: null });
    const recipes = await ctx.database.db.selectFrom('recipes').select('slug').where('user_id', '=', cook.id).orderBy('slug').execute();
    expect(recipes.map((r) => r.slug)).toEqual(['green-pea-soup', 'roasted-tomato-soup']);
  }, 90_000);
});
