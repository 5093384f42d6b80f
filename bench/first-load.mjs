#!/usr/bin/env node
// Measures the JavaScript a browser downloads to show a page the first time (no cache, no
// service worker): the sign-in page signed out, and the group home signed in. Prints each page's
// script count, raw bytes and gzip bytes (what the server sends with compression).
// Usage: npm run build && node bench/first-load.mjs [web-dist-folder]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/dist/main.js');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));
if (!fs.existsSync(entry) || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const PORT = 9170;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@larder.test', password: 'bench-password' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'larder-first-load-')),
    STATIC_FILES: dist,
    API_PORT: String(PORT),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEFAULT_ADMIN_EMAIL: ADMIN.email,
    DEFAULT_ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function api(method, url, { token, body, form } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE}${url}`, { method, headers, body: form ? new URLSearchParams(form) : body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

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
  for (let ready = false; !ready; await sleep(200))
    ready = await fetch(`${BASE}/api/app/about`).then(
      (r) => r.ok,
      () => false,
    );
  const { access_token: token } = await api('POST', '/api/auth/token', { form: { username: ADMIN.email, password: ADMIN.password } });
  await api('PUT', '/api/admin/site-settings', { token, body: { setupCompleted: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`web app: ${path.relative(process.cwd(), dist) || dist}`);
  for (const [name, url, auth] of [
    ['sign-in page', '/login', undefined],
    ['group home', '/g/home', token],
  ]) {
    const result = await measure(browser, url, auth);
    console.log(
      `${name.padEnd(14)} ${String(result.scripts).padStart(3)} scripts  ${kib(result.raw).padStart(11)} raw  ${kib(result.gzip).padStart(10)} gzip  (${result.landed})`,
    );
  }
  await browser.close();
} finally {
  server.kill();
}
