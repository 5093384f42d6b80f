import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { PG_ADMIN_URL, urlFor } from './postgres-env.js';

/** Migrates once into a template database; each test file then clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const template = `larder_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openDatabase({ engine: 'postgres', url: urlFor(template) });
  await migrateToLatest(handle.db, 'postgres');
  await handle.close();
  provide('pgTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
