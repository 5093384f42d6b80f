#!/usr/bin/env node
// Runs every test: type checks, server API tests on SQLite and PostgreSQL, web unit tests,
// then builds the app and runs the browser tests against it. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and format check', 'npx', ['biome', 'check', '.']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['library tests (scraper, ingredient parser)', 'npm', ['run', 'test:libs']],
  ['server tests (SQLite and PostgreSQL)', 'npm', ['run', 'test', '-w', 'server']],
  ['web unit tests', 'npm', ['run', 'test', '-w', 'web']],
  ['build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test', '-w', 'e2e']],
];

for (const [title, command, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${title} failed after ${seconds}s\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${seconds}s)\n`);
}
