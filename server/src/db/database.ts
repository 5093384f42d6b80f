import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SqliteBooleanPlugin } from './sqlite-booleans.js';
import type { Database } from './types.js';

export type Engine = 'sqlite' | 'postgres';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// COUNT(*) comes back as a string from pg (bigint); parse it to a number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
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
