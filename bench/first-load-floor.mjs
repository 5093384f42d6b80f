#!/usr/bin/env node
// The first load's floor: builds the smallest app on the web app's packages (first-load-floor/:
// React DOM, React Router, TanStack Query, i18next, MUI's theme and Emotion, with the web build's
// own aliases) and prints its JavaScript, raw and gzip, as first-load.mjs counts a page's. What a
// page sends beyond it is MUI's components and the app's own code.
// Usage: node bench/first-load-floor.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { isMain, root } from './lib.mjs';

/** Builds the floor app and returns its scripts' raw and gzip KiB. */
export async function measureFirstLoadFloor() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-floor-'));
  try {
    const app = path.join(root, 'bench/first-load-floor');
    await build({ root: app, configFile: path.join(app, 'vite.config.ts'), logLevel: 'warn', build: { outDir } });
    const scripts = fs.readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    const bodies = scripts.map((name) => fs.readFileSync(path.join(outDir, 'assets', name)));
    const kib = (bytes) => (bytes / 1024).toFixed(1);
    return {
      scripts: bodies.length,
      'raw KiB': kib(bodies.reduce((sum, body) => sum + body.length, 0)),
      'gzip KiB': kib(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)),
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) console.table([await measureFirstLoadFloor()]);
