#!/usr/bin/env node
// Throughput of @larder/ingredient-parser, in process and through `npx larder parse-ingredients`.
// Usage (from the repository root): node bench/ingredient-parser.mjs [--data FILE] [--runs N]
// The default data is the ingredient bench's DEV set; only its texts are read.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const data = option('--data', path.join(root, '../shared/bench/ingredients/dev.jsonl'));
const runs = Number(option('--runs', 5));

const texts = readFileSync(data, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line).text);
const loadStart = performance.now();
const { parseIngredient } = await tsImport(path.join(root, 'packages/ingredient-parser/src/index.ts'), import.meta.url);
parseIngredient('1 cup flour');
const loadMs = performance.now() - loadStart;

const timings = [];
for (let r = 0; r < runs; r++) {
  const start = performance.now();
  for (const text of texts) parseIngredient(text);
  timings.push(performance.now() - start);
}
const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)];
const first = timings[0];

const input = `${texts.map((text) => JSON.stringify({ text })).join('\n')}\n`;
const cliStart = performance.now();
const cli = spawnSync('npx', ['larder', 'parse-ingredients'], { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 28 });
const cliMs = performance.now() - cliStart;
if (cli.status !== 0) throw new Error(`larder parse-ingredients failed: ${cli.stderr}`);

const rate = (ms) => Math.round((texts.length / ms) * 1000);
const report = [
  `lines: ${texts.length}`,
  `load (tsx transform + weights): ${loadMs.toFixed(0)} ms`,
  `in process, first pass: ${rate(first)} lines/s (${first.toFixed(0)} ms)`,
  `in process, median of ${runs}: ${rate(median)} lines/s (${median.toFixed(0)} ms)`,
  `npx larder parse-ingredients: ${rate(cliMs)} lines/s (${cliMs.toFixed(0)} ms wall, start-up included)`,
];
process.stdout.write(`${report.join('\n')}\n`);
