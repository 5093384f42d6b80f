#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app, at the
// highest levels, so that the server answers compressed files without compressing per request
// (@fastify/static's preCompressed). Images are left alone: they are compressed already.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a compressed copy saves less than the extra round of negotiation costs.
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count++;
  before += data.length;
  afterBrotli += br.length;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`precompressed ${count} files: ${kib(before)} → ${kib(afterBrotli)} (brotli)`);
