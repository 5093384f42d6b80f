import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { ensureFirstStart } from '../src/bootstrap.js';
import { type Config, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { PG_ADMIN_URL, urlFor } from './postgres-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export const ADMIN_EMAIL = 'admin@larder.test';
export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: a migrated SQLite file, or a clone of the PostgreSQL template. */
async function freshDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  if (process.env.DB_ENGINE === 'postgres') {
    const name = `larder_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const url = urlFor(name);
    const handle = openDatabase({ engine: 'postgres', url });
    return {
      handle,
      url,
      drop: async () => {
        const c = new pg.Client({ connectionString: PG_ADMIN_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const handle = openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'larder.db') });
  await migrateToLatest(handle.db, 'sqlite');
  return { handle, drop: async () => {} };
}

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/** Builds the real app in-process on a fresh database, with a first-start administrator. */
export async function setupTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-test-'));
  const { handle, drop, url } = await freshDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DB_ENGINE: process.env.DB_ENGINE ?? 'sqlite',
    ...(url ? { POSTGRES_URL_OVERRIDE: url } : {}),
    DEFAULT_ADMIN_EMAIL: ADMIN_EMAIL,
    DEFAULT_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  await ensureFirstStart(config, handle);
  const app = await buildApp({ config, database: handle, secret: SECRET, logger: false, webRoot: null });
  await app.ready();
  return {
    app,
    config,
    database: handle,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on its own connections to `ctx`'s database: another process, as far as caches,
 * events and jobs go. Tokens of the first are valid on it (same secret).
 */
export async function openSecondProcess(ctx: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = openDatabase(ctx.config.database);
  const app = await buildApp({ config: ctx.config, database: handle, secret: SECRET, logger: false, webRoot: null });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${username}: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
