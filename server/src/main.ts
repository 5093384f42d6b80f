import fs from 'node:fs';
import 'dotenv/config';
import { buildApp } from './app.js';
import { announceFirstStart, ensureFirstStart } from './bootstrap.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase, waitForDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { loadOrCreateSecret } from './platform/auth/tokens.js';

async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  let logIdleError: (error: Error) => void = (error) => process.stderr.write(`idle database connection lost: ${error.message}\n`);
  const database = openDatabase(config.database, (error) => logIdleError(error));
  await waitForDatabase(database);
  const applied = await migrateToLatest(database.db, database.engine);
  const firstStart = await ensureFirstStart(config, database);
  const app = await buildApp({ config, database, secret: loadOrCreateSecret(config.dataDir) });
  logIdleError = (error) => app.log.warn({ err: error }, 'idle database connection lost');
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  announceFirstStart(app.log, firstStart);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, dataDir: config.dataDir, startupMs: Math.round(performance.now() - startedAt) },
    `Larder is ready on port ${config.port}`,
  );
}

main().catch((error) => {
  process.stderr.write(`Larder failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
