#!/usr/bin/env node
// A check of the page heuristics on pages they were not written for: copies a case directory of
// the shared scraping benchmark with the recipe markup removed (JSON-LD scripts, microdata and
// RDFa attributes; with --no-classes also every class, id and data-* attribute), so the shared
// scorer can be run on the copy. OpenGraph, Twitter and article <meta> tags are kept.
//
// Usage: node bench/scrape-unmarked.mjs CASES_DIR OUT_DIR [--no-classes]
//   then: node ../shared/bench/scrape/score.mjs --cmd "npx larder scrape" --cases OUT_DIR --jobs 2
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [src, dst, flag] = process.argv.slice(2);
if (!src || !dst) {
  process.stderr.write('usage: node bench/scrape-unmarked.mjs CASES_DIR OUT_DIR [--no-classes]\n');
  process.exit(2);
}
const JSON_LD = /<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi;
const MICRODATA = /\s(?:itemscope|itemtype|itemprop|typeof|property|vocab)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])/gi;
const SOCIAL_META = /^\s*property\s*=\s*["']?(?:og:|twitter:|article:)/i;
const NAMES = /\s(?:class|id|data-[\w-]+)\s*=\s*(?:"[^"]*"|'[^']*')/gi;

fs.rmSync(dst, { recursive: true, force: true });
fs.mkdirSync(dst, { recursive: true });
let n = 0;
for (const file of fs.readdirSync(src).filter((f) => f.endsWith('.html.gz'))) {
  const id = file.replace(/\.html\.gz$/, '');
  let html = zlib.gunzipSync(fs.readFileSync(path.join(src, file))).toString('utf8');
  html = html.replace(JSON_LD, '').replace(MICRODATA, (m) => (SOCIAL_META.test(m) ? m : ''));
  if (flag === '--no-classes') html = html.replace(NAMES, '');
  fs.writeFileSync(path.join(dst, file), zlib.gzipSync(html));
  fs.copyFileSync(path.join(src, `${id}.expected.json`), path.join(dst, `${id}.expected.json`));
  n++;
}
process.stdout.write(`${n} pages written to ${dst}\n`);
