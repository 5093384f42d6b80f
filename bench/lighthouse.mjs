#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4× CPU; performance only) on the production
// build served by the server: the sign-in page signed out, the group home and a recipe page signed
// in. Each page is audited `runs` times, each time in a new Chromium with an empty profile (so no
// HTTP cache and no service worker), and the median of each figure is printed.
// Usage: npm run build && node bench/lighthouse.mjs [runs] [web-dist-folder]
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { isMain } from './lib.mjs';
import { startWebAppServer } from './web-app-server.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const TOKEN_KEY = 'larder.auth.token';
const ACCESS_COOKIE = 'mealie.access_token';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One audit of `url` in a fresh Chromium; with `token`, signed in first as the sign-in form leaves a
 * browser: the token in localStorage for the app, and the session cookie the server's answer to the
 * sign-in set (with which the server renders a member's pages).
 */
async function audit(url, token, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (token) {
      // Any page of the origin that is not the app (so no service worker is registered) will do.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/api/app/about', url).href);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token]);
      await browser.contexts()[0].addCookies([{ name: ACCESS_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' }]);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The storage reset would also wipe the session set above.
      disableStorageReset: Boolean(token),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id].numericValue;
    return {
      landed: new URL(lhr.finalDisplayedUrl).pathname,
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Audits the three pages `runs` times each and returns one row per page with the median score
 * (0–100), FCP, LCP and TBT (ms) and CLS.
 */
export async function runLighthouse({
  runs = 3,
  port = 9180,
  chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  dist,
  log = () => {},
} = {}) {
  const server = await startWebAppServer({ port, recipe: true, ...(dist ? { dist } : {}) });
  try {
    const pages = [
      { name: 'sign-in page', path: '/login' },
      { name: 'group home', path: `/g/${server.groupSlug}`, token: server.token },
      { name: 'recipe page', path: `/g/${server.groupSlug}/r/${server.recipeSlug}`, token: server.token },
    ];
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP on a busy machine): one more try.
        const result = await audit(`${server.base}${page.path}`, page.token, chromePath).catch((error) => {
          log(`${page.name} run ${run} failed (${error.message}); trying again`);
          return audit(`${server.base}${page.path}`, page.token, chromePath);
        });
        if (result.landed !== page.path) throw new Error(`${page.path} landed on ${result.landed}`);
        log(`${page.name} run ${run}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, CLS ${result.cls.toFixed(3)}`);
        results.push(result);
      }
      const of = (key) => median(results.map((result) => result[key]));
      rows.push({
        page: page.name,
        path: page.path,
        runs,
        score: of('score'),
        fcp: of('fcp'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
      });
    }
    return rows;
  } finally {
    server.stop();
  }
}

export function formatLighthouseRows(rows) {
  const lines = [
    `${'page'.padEnd(14)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`,
  ];
  for (const row of rows) {
    const ms = (value) => `${Math.round(value)} ms`;
    lines.push(
      `${row.page.padEnd(14)} ${String(row.score).padStart(5)} ${ms(row.fcp).padStart(8)} ${ms(row.lcp).padStart(8)} ${ms(row.tbt).padStart(7)} ${row.cls.toFixed(3).padStart(6)}`,
    );
  }
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  const dist = process.argv[3] && path.resolve(process.argv[3]);
  const rows = await runLighthouse({ runs, dist, log: (line) => console.error(line) });
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`Lighthouse mobile, performance, median of ${runs} runs (load average ${load})`);
  console.log(formatLighthouseRows(rows));
}
