import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';

/** Prints the OpenAPI document to stdout (the web client is generated from it). No database is touched. */
const config = loadConfig({ DB_ENGINE: 'sqlite', DATA_DIR: '/nonexistent' });
const database = openDatabase({ engine: 'sqlite', file: ':memory:' });
const app = await buildApp({ config, database, secret: 'openapi-only', logger: false, webRoot: null, background: false });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
