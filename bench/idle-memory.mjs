#!/usr/bin/env node
// Idle memory of the built server on SQLite with a grown library: seeds 10,000 recipes once (through
// the server's own code, as bench/recipes.mjs does), then starts the server the way `npm start`
// does (same Node flags, read from the root package.json) on that data, waits for its first answer
// and reads its resident memory 30 s after start. Several starts on the same data give the median.
// Usage: npm run build && node bench/idle-memory.mjs [--recipes 10000] [--runs 3] [--wait 30]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';
import { isMain, machine, median, serverEntry, sleep, startFlags, stop, waitFor } from './lib.mjs';
import { seedRecipes } from './recipe-seed.mjs';

const EMAIL = 'admin@bench.test';
const PASSWORD = 'bench-password-1';

function memoryKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

async function seededDataDir(recipes) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-memory-'));
  const env = { ...process.env, DATA_DIR: dataDir, DB_ENGINE: 'sqlite', DEFAULT_ADMIN_EMAIL: EMAIL, DEFAULT_ADMIN_PASSWORD: PASSWORD };
  const server = await tsImport('./recipe-server.ts', import.meta.url);
  const config = server.loadConfig(env);
  const handle = server.openDatabase(config.database);
  await server.migrateToLatest(handle.db, 'sqlite');
  await server.ensureFirstStart(config, handle);
  const admin = await handle.db.selectFrom('users').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
  await seedRecipes({ db: handle.db, engine: 'sqlite', server, groupId: admin.group_id, adminId: admin.id, count: recipes });
  // The statistics a grown library has: without them the first start after the bulk seed gathers
  // them (PRAGMA optimize) and reads the whole file once, which no later start does.
  await sql`ANALYZE`.execute(handle.db);
  await handle.close();
  return dataDir;
}

async function idleOnce(dataDir, flags, port, waitSeconds) {
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, serverEntry], {
    env: { ...process.env, DATA_DIR: dataDir, DB_ENGINE: 'sqlite', API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/app/about`, child);
    await sleep(Math.max(0, waitSeconds * 1000 - (performance.now() - started)));
    return memoryKiB(child.pid);
  } finally {
    await stop(child);
  }
}

/** Rows for the bench table: idle RSS (median of `runs` starts), and its anonymous and file-backed parts. */
export async function measureIdleMemory({ recipes = 10_000, runs = 3, waitSeconds = 30, port = 9420 } = {}) {
  const dataDir = await seededDataDir(recipes);
  try {
    const flags = startFlags();
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await idleOnce(dataDir, flags, port, waitSeconds));
    const mib = (key) => (median(samples.map((s) => s[key])) / 1024).toFixed(1);
    return {
      recipes,
      runs,
      flags: flags.join(' ') || '(none)',
      'idle RSS (MiB)': mib('rss'),
      'anonymous (MiB)': mib('anon'),
      'file-backed (MiB)': mib('file'),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  if (!fs.existsSync(serverEntry)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const waitSeconds = option('wait', 30);
  const row = await measureIdleMemory({ recipes: option('recipes', 10_000), runs: option('runs', 3), waitSeconds });
  console.log(`${machine()}; SQLite, ${waitSeconds} s after start`);
  console.table([row]);
}
