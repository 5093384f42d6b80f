#!/usr/bin/env node
// Measures the JavaScript a browser downloads to show a page the first time (no cache, no
// service worker): the sign-in page signed out, and the group home and a recipe page signed in.
// Prints each page's script count, raw bytes and gzip bytes (what the server sends with compression).
// Usage: npm run build && node bench/first-load.mjs [web-dist-folder]
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startWebAppServer } from './web-app-server.mjs';

const dist = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));
const PORT = 9170;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const server = await startWebAppServer({ port: PORT, dist, recipe: true });
const BASE = server.base;

/** Loads `url` in a fresh context and sums the scripts fetched until none has arrived for a second. */
async function measure(browser, url, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (token) await context.addInitScript((value) => window.localStorage.setItem('larder.auth.token', value), token);
  const page = await context.newPage();
  const scripts = new Map();
  let last = Date.now();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(BASE)) return;
    last = Date.now();
    scripts.set(response.url(), await response.body());
  });
  await page.goto(`${BASE}${url}`, { waitUntil: 'load' });
  while (Date.now() - last < 1000) await sleep(100);
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

try {
  const { token, groupSlug, recipeSlug } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`web app: ${path.relative(process.cwd(), dist) || dist}`);
  for (const [name, url, auth] of [
    ['sign-in page', '/login', undefined],
    ['group home', `/g/${groupSlug}`, token],
    ['recipe page', `/g/${groupSlug}/r/${recipeSlug}`, token],
  ]) {
    const result = await measure(browser, url, auth);
    console.log(
      `${name.padEnd(14)} ${String(result.scripts).padStart(3)} scripts  ${kib(result.raw).padStart(11)} raw  ${kib(result.gzip).padStart(10)} gzip  (${result.landed})`,
    );
  }
  await browser.close();
} finally {
  server.stop();
}
