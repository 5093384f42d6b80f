#!/usr/bin/env node
// `npx larder <command> [args]`, run from the repository root. Each command lives in the
// library that owns it (packages/<name>/src/cli.ts) and is loaded through tsx, so the
// TypeScript sources run without a build step.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = {
  scrape: 'scraper',
  'parse-ingredients': 'ingredient-parser',
};

const [command, ...args] = process.argv.slice(2);
const owner = COMMANDS[command];
if (!owner) {
  process.stderr.write(`Usage: larder <command> [args]\nCommands: ${Object.keys(COMMANDS).join(', ')}\n`);
  process.exit(2);
}
const entry = path.join(packagesDir, owner, 'src', 'cli.ts');
if (!fs.existsSync(entry)) {
  process.stderr.write(`larder ${command}: ${path.relative(process.cwd(), entry)} is missing\n`);
  process.exit(2);
}
const cli = await tsImport(entry, import.meta.url);
const code = await cli.main(args);
process.exitCode = typeof code === 'number' ? code : 0;
