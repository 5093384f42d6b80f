import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteStatement } from 'kysely';
import { withBooleanParameters } from './sqlite-booleans.js';
import type { Database } from './types.js';

export type Engine = 'sqlite' | 'postgres';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** A dedicated connection that receives PostgreSQL notifications on one channel. */
export interface Listener {
  close(): Promise<void>;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /**
   * PostgreSQL only: opens its own connection (outside the pool, which would hand it back) and
   * `LISTEN`s on `channel`. `onError` is told once when the connection fails or ends; the caller
   * opens a new listener to resume.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onError: (error: Error) => void): Promise<Listener>;
}

type Pg = typeof import('pg');
let pgModule: Pg | undefined;
/** The PostgreSQL driver, loaded the first time it is needed: an SQLite install never loads it. */
function loadPg(): Pg {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)('pg') as Pg;
    // COUNT(*) comes back as a string from pg (bigint); parse it to a number.
    pgModule.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  }
  return pgModule;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles every `prepare` afresh, and Kysely prepares each query it runs; keeping
 * the compiled statements by SQL text (least recently used dropped first) saves that work on every
 * request. Kysely runs one statement at a time on the single connection, so reusing one is safe.
 */
function cachedStatements(sqlite: SQLite.Database) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(text: string): SqliteStatement {
      const hit = cache.get(text);
      if (hit) {
        cache.delete(text);
        cache.set(text, hit);
        return hit;
      }
      const statement = withBooleanParameters(sqlite.prepare(text));
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** Statement names handed out per process; texts beyond it run unnamed. */
const NAMED_STATEMENTS = 1000;
/** Named statements one PostgreSQL connection keeps (each holds a plan in that server process). */
const STATEMENTS_PER_CONNECTION = 250;

type PgPool = import('pg').Pool;
type PgClient = import('pg').PoolClient;

/**
 * PostgreSQL parses and plans every unnamed statement afresh; a page of the recipe list spends as
 * long being planned as being run. A statement whose SQL text has been sent before is sent as a
 * named prepared statement instead, so each connection parses it once and PostgreSQL may reuse its
 * plan. Kysely sends values as parameters, so the texts are few (a list page's window is written
 * into its text, `paginate`: one text per page and size); both counts are bounded all the same (a
 * text seen once stays unnamed, and a connection prepares at most STATEMENTS_PER_CONNECTION,
 * running any further ones unnamed).
 */
function preparedStatements(pool: PgPool) {
  const seenOnce = new Set<string>();
  const names = new Map<string, string>();
  const wrapped = new WeakMap<PgClient, PgClient>();

  function nameOf(text: string): string | undefined {
    const name = names.get(text);
    if (name || names.size >= NAMED_STATEMENTS) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= NAMED_STATEMENTS) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const named = `larder_${names.size + 1}`;
    names.set(text, named);
    return named;
  }

  function wrap(client: PgClient): PgClient {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    return new Proxy(client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return (text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return query(text, values);
          const name = nameOf(text);
          if (!name || (!prepared.has(name) && prepared.size >= STATEMENTS_PER_CONNECTION)) return query(text, values);
          prepared.add(name);
          return query({ name, text, values });
        };
      },
    });
  }

  return {
    async connect(): Promise<PgClient> {
      const client = await pool.connect();
      let proxy = wrapped.get(client);
      if (!proxy) {
        proxy = wrap(client);
        wrapped.set(client, proxy);
      }
      return proxy;
    },
    end: () => pool.end(),
  };
}

export function openDatabase(config: DatabaseConfig, onIdleError?: (error: Error) => void): DatabaseHandle {
  if (config.engine === 'postgres') {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, admin termination) must not crash the
    // process; the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) });
    return { db, engine: 'postgres', close: () => db.destroy(), listen: (...args) => listenOn(config.url, ...args) };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Hot pages and sorts in memory: the recipe list sorts and counts thousands of rows per request.
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  if (config.file !== ':memory:') sqlite.pragma('mmap_size = 268435456');
  // Planner statistics for tables that grew since they were last gathered (bounded sampling, so
  // that a start stays fast on a large library).
  sqlite.pragma('analysis_limit = 400');
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<Listener> {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: url });
  let closing = false;
  let failed = false;
  const fail = (error: Error) => {
    if (closing || failed) return;
    failed = true;
    onError(error);
    client.end().catch(() => undefined);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  client.on('error', fail);
  client.on('end', () => fail(new Error('listener connection ended')));
  try {
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** Wait for the database to answer (Mealie tries 10 times, 1 s apart). */
export async function waitForDatabase(handle: DatabaseHandle, tries = 10, delayMs = 1000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute();
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}
