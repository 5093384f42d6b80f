#!/usr/bin/env node
// Median time for scrapeRecipe to parse a ~300 KB saved recipe page (target: under 15 ms).
// Usage: node bench/scraper-speed.mjs [page.html] [url]
import fs from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const file = process.argv[2] ?? new URL('../../shared/fixtures/html/taiwanese-three-cup-chicken-san-bei-gi-recipe.html', import.meta.url);
const url = process.argv[3] ?? 'https://www.seriouseats.com/taiwanese-three-cup-chicken-san-bei-gi-recipe';
const { scrapeRecipe } = await tsImport('../packages/scraper/src/index.ts', import.meta.url);
const html = fs.readFileSync(file, 'utf8');

for (let i = 0; i < 20; i++) scrapeRecipe(html, url);
const times = [];
for (let i = 0; i < 100; i++) {
  const start = performance.now();
  scrapeRecipe(html, url);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
process.stdout.write(`page ${(html.length / 1024).toFixed(0)} KB: median ${median.toFixed(2)} ms, p90 ${times[89].toFixed(2)} ms\n`);
