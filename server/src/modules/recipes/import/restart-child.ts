/**
 * Test-only (restart.test.ts): a Larder process, run as a child process, that starts a bulk import
 * and keeps importing until the test kills it. Configured by the environment, like the server.
 */
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';

const config = loadConfig(process.env);
const database = openDatabase(config.database);
const app = await buildApp({ config, database, secret: 'restart-child-secret-0123456789abcdef', logger: false, webRoot: null });
await app.ready();

const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/token',
  payload: { username: process.env.CHILD_USERNAME, password: process.env.CHILD_PASSWORD },
});
const started = await app.inject({
  method: 'POST',
  url: '/api/recipes/create/url/bulk',
  headers: { authorization: `Bearer ${signIn.json().access_token}` },
  payload: { imports: JSON.parse(process.env.CHILD_IMPORTS ?? '[]') },
});
process.stdout.write(`${JSON.stringify({ status: started.statusCode, body: started.json() })}\n`);
// Stay up (the job's timers do not hold the process) until killed.
setInterval(() => undefined, 60_000);
