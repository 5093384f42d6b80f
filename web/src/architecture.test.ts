import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import direction and data-layer rules (STYLE.md §6), checked on every test run.
 * Each failure names the file and line.
 *
 * - `api/<resource>/` is the only data layer: the typed client is used there and nowhere else,
 *   and every query key comes from a resource's `keys.ts` factory.
 * - zod comes from lib/zod (or Zod Mini from lib/zod-mini), which configures it before any schema
 *   is built (the CSP forbids eval).
 * - A feature never imports another feature; features share through `api/`, `components/` and
 *   `lib/`. Shared code (`api/`, `components/`, `lib/`, `config/`) never imports a feature, a
 *   route or the app shell.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);

interface SourceFile {
  rel: string;
  lines: string[];
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const files: SourceFile[] = walk(SRC).map((full) => ({
  rel: path.relative(SRC, full).split(path.sep).join('/'),
  lines: fs.readFileSync(full, 'utf8').split('\n'),
}));

/** Relative imports of a file, resolved to paths under src/. */
function imports(file: SourceFile): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  file.lines.forEach((text, index) => {
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.rel), match[1] ?? ''));
      found.push({ line: index + 1, target });
    }
  });
  return found;
}

const top = (rel: string) => rel.split('/')[0] ?? '';
const featureOf = (rel: string) => (rel.startsWith('features/') ? (rel.split('/')[1] ?? null) : null);
const isTest = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.startsWith('testing/');

describe('web architecture', () => {
  it('writes query keys only in the resource key factories', () => {
    const offending = files
      .filter((file) => !/^api\/[a-z-]+\/keys\.ts$/.test(file.rel) && file.rel !== 'architecture.test.ts')
      .flatMap((file) =>
        file.lines.flatMap((text, index) => (/queryKey:\s*\[/.test(text) ? [`${file.rel}:${index + 1}: ${text.trim()}`] : [])),
      );
    expect(offending).toEqual([]);
  });

  it('calls the API client only from the resource modules', () => {
    const offending = files
      .filter((file) => top(file.rel) !== 'api' && !isTest(file.rel))
      .flatMap((file) =>
        imports(file)
          .filter(({ target }) => target === 'api/client')
          .map(({ line }) => `${file.rel}:${line}`),
      );
    expect(offending).toEqual([]);
  });

  it('takes zod from lib/zod, which turns off its eval probe before any schema is built', () => {
    const offending = files
      .filter((file) => !['lib/zod.ts', 'lib/zod-mini.ts', 'architecture.test.ts'].includes(file.rel))
      .flatMap((file) => file.lines.flatMap((text, index) => (/from 'zod(\/[^']*)?'/.test(text) ? [`${file.rel}:${index + 1}`] : [])));
    expect(offending).toEqual([]);
  });

  it('keeps data access out of the features', () => {
    const offending = files.filter((file) => /^features\/[a-z-]+\/api\//.test(file.rel)).map((file) => file.rel);
    expect(offending).toEqual([]);
  });

  it('never imports one feature from another', () => {
    const offending = files.flatMap((file) => {
      const own = featureOf(file.rel);
      if (own === null) return [];
      return imports(file)
        .filter(({ target }) => featureOf(target) !== null && featureOf(target) !== own)
        .map(({ line, target }) => `${file.rel}:${line} imports ${target}`);
    });
    expect(offending).toEqual([]);
  });

  it('never imports a feature, a route or the app shell from shared code', () => {
    const shared = new Set(['api', 'components', 'lib', 'config']);
    const upper = new Set(['features', 'routes', 'app']);
    const offending = files
      .filter((file) => shared.has(top(file.rel)) && !isTest(file.rel))
      .flatMap((file) =>
        imports(file)
          .filter(({ target }) => upper.has(top(target)))
          .map(({ line, target }) => `${file.rel}:${line} imports ${target}`),
      );
    expect(offending).toEqual([]);
  });
});
