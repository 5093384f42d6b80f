#!/usr/bin/env node
// Measures the JavaScript a browser downloads to show a page the first time (no cache, no
// service worker): the sign-in page signed out, and the group home and a recipe page signed in.
// Prints each page's script count, raw bytes and gzip bytes (what the server sends with compression).
// Usage: npm run build && node bench/first-load.mjs [web-dist-folder]
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { isMain, root, sleep } from './lib.mjs';
import { startWebAppServer } from './web-app-server.mjs';

/** Loads `url` in a fresh context and sums the scripts fetched until none has arrived for a second. */
async function measure(browser, base, url, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('larder.auth.token', value), token);
  const page = await context.newPage();
  const scripts = new Map();
  const reading = new Set();
  let last = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(base)) return;
    last = Date.now();
    const body = response.body().then((bytes) => scripts.set(response.url(), bytes));
    reading.add(body);
  });
  await page.goto(`${base}${url}`, { waitUntil: 'load' });
  while (Date.now() - last < 1000) await sleep(100);
  // Every body is read before the context closes (a slow machine reads the last ones late).
  await Promise.all(reading);
  const landed = new URL(page.url()).pathname;
  await context.close();
  const bodies = [...scripts.values()];
  return {
    landed,
    scripts: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

/** One row per page: scripts, raw and gzip KiB of the JavaScript of a first load. */
export async function measureFirstLoad({ dist = path.join(root, 'web/dist'), port = 9170 } = {}) {
  const server = await startWebAppServer({ port, dist, recipe: true });
  const { token, groupSlug, recipeSlug } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const [page, url, auth] of [
      ['sign-in page', '/login', undefined],
      ['group home', `/g/${groupSlug}`, token],
      ['recipe page', `/g/${groupSlug}/r/${recipeSlug}`, token],
    ]) {
      const result = await measure(browser, server.base, url, auth);
      const kib = (bytes) => (bytes / 1024).toFixed(1);
      rows.push({ page, scripts: result.scripts, 'raw KiB': kib(result.raw), 'gzip KiB': kib(result.gzip), landed: result.landed });
    }
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}

if (isMain(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));
  console.log(`web app: ${path.relative(process.cwd(), dist) || dist}`);
  console.table(await measureFirstLoad({ dist }));
}
