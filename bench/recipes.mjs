#!/usr/bin/env node
// Recipe API under load: seeds 10,000 realistic recipes into a fresh database per engine, starts
// the built server on it and measures, with autocannon at 32 connections, the list page, full-text
// search, filtered search and recipe by slug, next to a bare Fastify route measured in the same run
// on the same machine (the ratio is the figure that travels between machines). Each scenario runs
// twice: as configured (answers kept while the group's library is unchanged) and with the answer
// cache off (LIBRARY_CACHE_MB=0), which gives the cost of computing every answer.
// Usage: node bench/recipes.mjs [--engines sqlite,postgres] [--recipes 10000] [--duration 10]
//   [--answers kept,computed]   (`--answers computed` runs only the cache-off scenarios)
//   [--server path/to/main.js]  (another build of the server, to compare two builds on one machine)
// (builds the server first if server/dist is older than server/src)
// As a module: `runRecipeBench(options)` resolves to the measured rows (an aggregator's entry);
// the command line prints them.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { tsImport } from 'tsx/esm/api';
import { serverEntry as builtServer, ensureBuilt, freshPostgres, isMain, root, startFlags, stop, waitFor } from './lib.mjs';
import { seedRecipes } from './recipe-seed.mjs';

const connections = 32;
const PASSWORD = 'bench-password-1';
const EMAIL = 'admin@bench.test';

let server;

/** One autocannon run; `paths` rotate request by request. */
async function measure(port, paths, headers, seconds) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const SEARCHES = [
  'chicken',
  'chiken curry',
  'spaghetti',
  'spagetti',
  'salmon',
  'lemon garlic',
  'choc',
  'tacos',
  'coconut curry',
  'mushroom risot',
  'brownies',
  'tofu stir',
];

/**
 * The search alone, in process and one query at a time: prepare, then the count and the first
 * page of 50 by rank over the bare recipes table, for every search term. This is the part the
 * search module owns; the HTTP figures add authentication, the list's joins and serialisation.
 */
async function searchAlone(db, engine, groupId) {
  // The parts of the server's dependencies the search uses; it logs its index's loads at debug.
  const search = server.createRecipeSearch({ db, engine, log: { debug: () => {} } });
  const times = [];
  for (let round = 0; round < 12; round++) {
    for (const text of SEARCHES) {
      const started = performance.now();
      const match = await search.prepare(groupId, text);
      const base = db.selectFrom('recipes').where('recipes.group_id', '=', groupId).where(match.where);
      await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      await base.select('recipes.id').orderBy(match.rank, 'desc').orderBy('recipes.created_at', 'desc').limit(50).execute();
      if (round > 1) times.push(performance.now() - started); // the first rounds load the vocabulary
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return { 'search alone p50 ms': at(0.5), 'p99 ms': at(0.99), 'max ms': at(1) };
}

const MODES = { kept: {}, computed: { LIBRARY_CACHE_MB: '0' } };

/**
 * Runs the benchmark and resolves to its rows: one per engine, answer mode and scenario (the bare
 * route first in each mode), each with req/s, p50/p99 latency in ms, errors and `share`, the
 * scenario's req/s over the bare route's in the same mode of the same run. `sanity` holds what
 * each scenario's first request answered, `inProcess` the search alone; `machine` the conditions.
 */
export async function runRecipeBench({
  engines = ['sqlite', 'postgres'],
  recipes: recipeCount = 10_000,
  duration = 10,
  answers = ['kept', 'computed'],
  server: serverEntry = builtServer,
  log = (line) => console.error(line),
} = {}) {
  for (const mode of answers) if (!(mode in MODES)) throw new Error(`unknown answer mode ${mode} (kept, computed)`);
  if (serverEntry === builtServer) ensureBuilt();
  server ??= await tsImport('./recipe-server.ts', import.meta.url);
  const loadBefore = os.loadavg();
  const rows = [];
  const sanity = [];
  const inProcess = [];
  for (const engine of engines) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-recipes-'));
    const port = 9410;
    const barePort = 9411;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DB_ENGINE: engine,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEFAULT_ADMIN_EMAIL: EMAIL,
      DEFAULT_ADMIN_PASSWORD: PASSWORD,
      NODE_ENV: 'production',
    };
    const database = engine === 'postgres' ? await freshPostgres(`larder_bench_recipes_${process.pid}`) : undefined;
    if (database) env.POSTGRES_URL_OVERRIDE = database.url;
    try {
      // Seed through the server's own code, before the server starts.
      const config = server.loadConfig(env);
      const handle = server.openDatabase(config.database);
      await server.migrateToLatest(handle.db, engine);
      await server.ensureFirstStart(config, handle);
      const admin = await handle.db.selectFrom('users').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
      const seedStart = performance.now();
      const seeded = await seedRecipes({ db: handle.db, engine, server, groupId: admin.group_id, adminId: admin.id, count: recipeCount });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      // A library grown over time has planner statistics (autovacuum's ANALYZE); SQLite keeps none
      // unless asked, and the server does not ask.
      if (engine === 'postgres') await sql`VACUUM ANALYZE`.execute(handle.db);
      inProcess.push({ engine, ...(await searchAlone(handle.db, engine, admin.group_id)) });
      await handle.close();
      log(`${engine}: seeded ${recipeCount} recipes in ${seedSeconds.toFixed(1)} s`);

      // Twice: as configured (answers kept while the group's library is unchanged), and with
      // LIBRARY_CACHE_MB=0, where every request computes its answer: the cold cost of each scenario.
      for (const mode of answers) {
        const modeEnv = MODES[mode];
        const child = spawn(process.execPath, [...startFlags(), serverEntry], {
          env: { ...env, ...modeEnv },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const bare = fork(path.join(root, 'bench/bare-server.mjs'), [String(barePort)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
        try {
          await waitFor(`http://127.0.0.1:${port}/api/app/about`, child);
          await waitFor(`http://127.0.0.1:${barePort}/ok`, bare);
          const tokenRes = await fetch(`http://127.0.0.1:${port}/api/auth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
          });
          if (!tokenRes.ok) throw new Error(`sign-in failed: ${tokenRes.status} ${await tokenRes.text()}`);
          const headers = { authorization: `Bearer ${(await tokenRes.json()).access_token}` };

          const popularTags = seeded.tags.slice(0, 8);
          const dinner = seeded.categories.find((c) => c.name === 'Dinner');
          const q = (s) => encodeURIComponent(s);
          const scenarios = [
            [
              'list page (perPage=50)',
              ['/api/recipes?perPage=50&page=1', '/api/recipes?perPage=50&page=2', '/api/recipes?perPage=50&page=3'],
            ],
            ['full-text search', SEARCHES.map((s) => `/api/recipes?perPage=50&search=${q(s)}`)],
            [
              'filtered search (search + tag + category)',
              SEARCHES.map(
                (s, i) => `/api/recipes?perPage=50&search=${q(s)}&tags=${popularTags[i % popularTags.length].id}&categories=${dinner.id}`,
              ),
            ],
            ['recipe by slug', seeded.slugs.filter((_, i) => i % 37 === 0).map((s) => `/api/recipes/${s}`)],
          ];

          // What each scenario answers, so that a fast error is not mistaken for a fast answer.
          if (mode === answers[0]) {
            for (const [name, paths] of scenarios) {
              const res = await fetch(`http://127.0.0.1:${port}${paths[0]}`, { headers });
              const body = await res.json().catch(() => ({}));
              sanity.push({
                engine,
                scenario: name,
                path: paths[0].slice(0, 70),
                status: res.status,
                total: body.total ?? (body.slug ? 1 : ''),
              });
            }
          }

          await measure(barePort, ['/ok'], {}, Math.max(3, duration / 2)); // only warms the JIT
          const bareFull = await measure(barePort, ['/ok'], {}, duration);
          rows.push({ engine, mode, scenario: 'bare Fastify route', ...bareFull, share: 1 });
          log(`${engine} ${mode}: bare ${Math.round(bareFull.rps)} req/s`);
          for (const [name, paths] of scenarios) {
            await measure(port, paths, headers, 2); // warm-up
            const r = await measure(port, paths, headers, duration);
            rows.push({ engine, mode, scenario: name, ...r, share: r.rps / bareFull.rps });
            log(`${engine} ${mode}: ${name} ${Math.round(r.rps)} req/s, ${((100 * r.rps) / bareFull.rps).toFixed(1)} % of bare`);
          }
        } finally {
          await stop(child);
          await stop(bare);
        }
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }

  const machine = {
    server: path.relative(root, serverEntry),
    node: process.version,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '?',
    loadBefore,
    loadAfter: os.loadavg(),
    recipes: recipeCount,
    connections,
    duration,
  };
  return { machine, sanity, inProcess, rows };
}

const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The rows as a Markdown table (docs/benchmarks.md's shape), share of bare with one decimal. */
export function recipeBenchTable(rows) {
  const lines = ['| engine | answers | scenario | req/s | p50 | p99 | share of bare |', '| --- | --- | --- | --- | --- | --- | --- |'];
  for (const r of rows)
    lines.push(
      `| ${ENGINE_NAMES[r.engine] ?? r.engine} | ${r.mode} | ${r.scenario} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${(r.share * 100).toFixed(1)} % |`,
    );
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const { machine, sanity, inProcess, rows } = await runRecipeBench({
    engines: option('engines', 'sqlite,postgres').split(','),
    recipes: Number(option('recipes', 10_000)),
    duration: Number(option('duration', 10)),
    answers: option('answers', 'kept,computed').split(','),
    server: option('server') ? path.resolve(option('server')) : undefined,
  });
  console.log(
    `Node ${machine.node}, ${machine.cores} cores (${machine.cpu}), load average ${load(machine.loadBefore)} before, ${load(
      machine.loadAfter,
    )} after; ${machine.server}; ${machine.recipes} recipes, ${machine.connections} connections, ${machine.duration} s per scenario`,
  );
  console.table(sanity);
  console.table(inProcess);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      answers: r.mode,
      scenario: r.scenario,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'share of bare': `${(r.share * 100).toFixed(1)} %`,
      errors: r.errors,
    })),
  );
  console.log(recipeBenchTable(rows));
}
