// What every benchmark here shares: where the built server is, building it when stale, starting
// and stopping it, a PostgreSQL database of its own, and the small statistics the tables print.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'server/dist/main.js');
export const PG_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** True when `moduleUrl` is the script node was asked to run (not imported by bench/run-all.mjs). */
export const isMain = (moduleUrl) => process.argv[1] === fileURLToPath(moduleUrl);

/** Builds what is stale (web app and server), as `npm start` does. */
export function ensureBuilt() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
}

/** The Node flags `npm start` gives the server (`node <flags> server/dist/main.js`). */
export function startFlags() {
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const command = /node ((?:--\S+ )*)server\/dist\/main\.js/.exec(start);
  if (!command) throw new Error(`package.json's start script does not run server/dist/main.js: ${start}`);
  return command[1].trim().split(' ').filter(Boolean);
}

/** Polls `url` until it answers 2xx; fails if `child` exits first or after a minute. */
export async function waitFor(url, child) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() - started > 60_000) throw new Error(`${url} did not answer`);
    await sleep(20);
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function pgAdmin(statement) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A fresh PostgreSQL database; returns its URL (for POSTGRES_URL_OVERRIDE) and how to drop it. */
export async function freshPostgres(name) {
  await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await pgAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One line naming the machine, for the head of a table. */
export const machine = () =>
  `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
