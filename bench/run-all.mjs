#!/usr/bin/env node
// `npm run bench`: every figure of the performance work in one table — start-up, idle memory,
// Lighthouse and first-load JavaScript of the three pages, the recipe API's throughput and p99
// with answers kept and computed next to a bare route, and the shopping list's live-update
// latency. Each part is also a script of its own in this folder (see docs/benchmarks.md).
// Usage: npm run bench [-- --quick]   (--quick: shorter runs, for trying the command out)
import os from 'node:os';
import { measureFirstLoad } from './first-load.mjs';
import { measureFirstLoadFloor } from './first-load-floor.mjs';
import { measureIdleMemory } from './idle-memory.mjs';
import { ensureBuilt, machine } from './lib.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runRecipeBench } from './recipes.mjs';
import { measureShoppingLive } from './shopping-live.mjs';
import { measureStartup } from './startup.mjs';

const quick = process.argv.includes('--quick');
const rows = [];
const add = (area, figure, value, target = '') => rows.push({ area, figure, value, target });
const step = async (title, run) => {
  const started = Date.now();
  process.stderr.write(`▶ ${title}\n`);
  const result = await run();
  process.stderr.write(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  return result;
};

ensureBuilt();
const header = `${machine()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString().slice(0, 10)}`;

for (const row of await step('start-up', () => measureStartup({ runs: quick ? 1 : 5 }))) {
  add('start-up', `first start, empty ${row.engine} (ms)`, row['first start (ms)']);
  add('start-up', `restart, ${row.engine} (ms)`, row['restart (ms)'], row.engine === 'sqlite' ? '< 1500' : '');
}
{
  const row = await step('idle memory', () => measureIdleMemory({ recipes: quick ? 1000 : 10_000, runs: quick ? 1 : 3 }));
  add('memory', `idle RSS, SQLite, ${row.recipes} recipes, 30 s after start (MiB)`, row['idle RSS (MiB)'], '< 100');
}
for (const row of await step('first-load JavaScript', () => measureFirstLoad())) {
  add('first load', `${row.page}: JavaScript, gzip (KiB)`, row['gzip KiB'], '≤ 166 (170 KB)');
}
{
  const floor = await step('first-load floor', () => measureFirstLoadFloor());
  add('first load', 'the packages alone: smallest app on them, gzip (KiB)', floor['gzip KiB']);
}
for (const row of await step('Lighthouse', () => runLighthouse({ runs: quick ? 1 : 3 }))) {
  add('Lighthouse', `${row.page}: performance (mobile, median)`, row.score, '≥ 95');
  add('Lighthouse', `${row.page}: FCP / LCP / TBT (ms)`, [row.fcp, row.lcp, row.tbt].map(Math.round).join(' / '));
  add('Lighthouse', `${row.page}: CLS`, row.cls.toFixed(3), '< 0.05');
}
{
  const { rows: api } = await step('recipe API', () =>
    runRecipeBench({ duration: quick ? 3 : 10, recipes: quick ? 1000 : 10_000, log: (line) => process.stderr.write(`${line}\n`) }),
  );
  for (const row of api) {
    add(
      'recipe API',
      `${row.engine}, ${row.mode}: ${row.scenario}`,
      `${Math.round(row.rps)} req/s, p99 ${row.p99} ms, ${(row.share * 100).toFixed(1)} % of bare`,
      row.mode === 'computed' && row.scenario !== 'bare Fastify route' ? '3× the share before' : '',
    );
  }
}
for (const row of await step('live shopping list', () => measureShoppingLive({ changes: quick ? 30 : 250 }))) {
  add('live updates', `${row.engine}: change → other device's event, p50 / p95 (ms)`, `${row['event p50 ms']} / ${row['event p95 ms']}`);
}

console.log(header);
console.table(rows);
