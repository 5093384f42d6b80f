#!/usr/bin/env node
// `npm start` runs this before the server (and `npm run build` with `--all`): it rebuilds the web app and the server only when
// their sources changed since the last build, so a restart of an installed copy starts at once.
// Each build leaves a fingerprint of its inputs (paths, sizes and modification times) in its
// output folder; a missing or different fingerprint means that build is stale.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-inputs';

const shared = ['package-lock.json', 'packages/ingredient-parser/src', 'packages/scraper/src'];
export const BUILDS = [
  {
    name: 'web app',
    workspace: 'web',
    output: 'web/dist',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite.ssr.config.ts',
      'web/build-id-plugin.ts',
      'web/emotion-alias.ts',
      'web/preload-app-plugin.ts',
      'web/react-router-alias.ts',
      'web/package.json',
      'web/scripts',
      'web/tsconfig.json',
      ...shared,
    ],
  },
  {
    name: 'server',
    workspace: 'server',
    output: 'server/dist',
    inputs: ['server/src', 'server/build.mjs', 'server/package.json', ...shared],
  },
];

function* walk(dir) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  if (!stat.isDirectory()) {
    yield [dir, stat];
    return;
  }
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    yield* walk(path.join(dir, entry));
  }
}

/** A fingerprint of the inputs under `base`: every file's path, size and modification time. */
export function fingerprint(base, inputs) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    for (const [file, stat] of walk(path.join(base, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(`${path.relative(base, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** True when `build`'s output is missing or was made from other inputs. */
export function isStale(base, build) {
  const stamp = path.join(base, build.output, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fingerprint(base, build.inputs);
}

export function recordBuild(base, build) {
  writeFileSync(path.join(base, build.output, STAMP), `${fingerprint(base, build.inputs)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--all` (npm run build) builds everything whatever the fingerprints say.
  const all = process.argv.includes('--all');
  for (const build of BUILDS) {
    if (!all && !isStale(root, build)) {
      console.log(`${build.name}: up to date`);
      continue;
    }
    console.log(`${build.name}: building`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    recordBuild(root, build);
  }
}
