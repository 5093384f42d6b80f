#!/usr/bin/env node
// Start-up: process spawn → first successful /api/app/about, for the built server started the way
// `npm start` starts it (same Node flags), on a fresh SQLite data folder and on a fresh PostgreSQL
// database (migrations and the administrator's creation included), and a restart on the same data
// (what a user waits for after an upgrade or a reboot).
// Usage: npm run build && node bench/startup.mjs [runs]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres, isMain, machine, median, serverEntry, startFlags, stop, waitFor } from './lib.mjs';

async function startOnce(env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), serverEntry], {
    env: { ...env, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/app/about`, child);
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

/** Rows per engine: first start on empty data and restart on the same data, median of `runs`. */
export async function measureStartup({ runs = 5, engines = ['sqlite', 'postgres'], port = 9300 } = {}) {
  const rows = [];
  for (const engine of engines) {
    const first = [];
    const again = [];
    for (let i = 0; i < runs; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-startup-'));
      const database = engine === 'postgres' ? await freshPostgres(`larder_bench_startup_${process.pid}`) : undefined;
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEFAULT_ADMIN_PASSWORD: 'bench-password',
        DB_ENGINE: engine,
        ...(database ? { POSTGRES_URL_OVERRIDE: database.url } : {}),
      };
      try {
        first.push(await startOnce(env, port));
        again.push(await startOnce(env, port));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
      }
    }
    rows.push({
      engine,
      runs,
      'first start (ms)': Math.round(median(first)),
      'restart (ms)': Math.round(median(again)),
      'restart max (ms)': Math.round(Math.max(...again)),
    });
  }
  return rows;
}

if (isMain(import.meta.url)) {
  if (!fs.existsSync(serverEntry)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  const rows = await measureStartup({ runs: Number(process.argv[2] ?? 5) });
  console.log(`${machine()}; first start on empty data, then a restart on the same data`);
  console.table(rows);
}
