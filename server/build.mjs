import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

// Third-party packages are bundled into the output with our code, as whitespace-free ASCII text:
// a loaded module's source stays in the heap as long as the process runs, its comments and
// indentation with it, and one character above U+00FF anywhere in it doubles it (V8 then keeps two
// bytes a character). One file also reads faster at start than some seven hundred. These stay in
// node_modules and load from there at run time:
const keptInNodeModules = new Set([
  // native add-ons
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  // read files beside their own code (their package.json, the Swagger UI's assets), or run their
  // own files in worker threads (the logger's transports)
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  // loaded on first use, by name at run time (server/src/db/database.ts, platform/slug.ts) or
  // through a dynamic import that needs none of them at start
  'pg',
  'pg-native',
  'nodemailer',
  'bcryptjs',
  'entities',
  'transliteration',
  'slugify',
  'ical-generator',
]);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const keepSomeExternal = {
  name: 'keep-some-external',
  setup(builder) {
    // esbuild filters are Go regular expressions (no look-ahead): bare specifiers are sorted here.
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (isBuiltin(args.path) || keptInNodeModules.has(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

// Split so that what loads on first use (the ingredient parser and its model, the scraper, seed
// lists) is a chunk of its own, read when first imported rather than at start.
fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [keepSomeExternal],
  // Identifiers keep their names (stack traces and error names read as written).
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  // Licence notices go to main.js.LEGAL.txt beside the output instead of into the loaded text.
  legalComments: 'linked',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: 'import{createRequire as __larderCreateRequire}from"node:module";const require=__larderCreateRequire(import.meta.url);' },
  logLevel: 'info',
});

// What loads at start must stay one byte a character in the heap (see above): a non-ASCII
// character that slipped through (a regular expression's literal, say) fails the build here.
// Chunks loaded on first use (the parser, the scraper) may hold some.
const loadedAtStart = [path.join('dist', 'main.js')];
for (const file of loadedAtStart) {
  const text = fs.readFileSync(file, 'latin1');
  // Static imports only (`from"./…"`, `import"./…"`); import("./…") loads on first use.
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+)"/g)) {
    const imported = path.join(path.dirname(file), specifier);
    if (!loadedAtStart.includes(imported)) loadedAtStart.push(imported);
  }
  const wide = text.search(/[\u0080-\u00ff]/); // read as latin1: every byte one character
  if (wide >= 0) throw new Error(`${file} holds a non-ASCII character near: ${text.slice(Math.max(0, wide - 60), wide + 20)}`);
}
