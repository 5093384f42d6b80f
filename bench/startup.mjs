#!/usr/bin/env node
// Measures start-up time (process spawn → first successful /api/app/about) and resident memory
// when idle, for the built server on a fresh SQLite data folder and on PostgreSQL.
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/main.js');
if (!fs.existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const runs = Number(process.argv[2] ?? 5);
const PG_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssKiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

async function once(engine, port, fresh) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEFAULT_ADMIN_PASSWORD: 'bench-password',
    DB_ENGINE: engine,
  };
  let dbName;
  if (engine === 'postgres') {
    dbName = `larder_bench_${process.pid}_${port}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    env.POSTGRES_URL_OVERRIDE = url.toString();
  }
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let readyMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/app/about`);
      if (res.ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {}
    if (performance.now() - started > 30_000) throw new Error('server did not start');
    await sleep(5);
  }
  // Warm a few routes, then let the process settle before reading its memory.
  for (let i = 0; i < 20; i++) await fetch(`http://127.0.0.1:${port}/api/app/about/theme`);
  await sleep(2000);
  const rss = rssKiB(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (!fresh) {
    // second start on the same data: no migrations, no first-start work
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
  return { readyMs, rssMiB: rss / 1024 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const rows = [];
for (const engine of ['sqlite', 'postgres']) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(engine, 9300 + i, true));
  rows.push({
    engine,
    runs,
    'start-up median (ms)': Math.round(median(results.map((r) => r.readyMs))),
    'start-up max (ms)': Math.round(Math.max(...results.map((r) => r.readyMs))),
    'idle RSS median (MiB)': median(results.map((r) => r.rssMiB)).toFixed(1),
  });
}
console.log(`Node ${process.version}, ${os.cpus().length} cores, first start on an empty database (migrations + admin creation included)`);
console.table(rows);
