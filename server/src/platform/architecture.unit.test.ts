import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/architecture.md, checked on the source: each failure names the file
 * and line that breaks a rule, so that a new area cannot drift from the platform by accident.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => ({
  file,
  rel: path.relative(src, file).split(path.sep).join('/'),
  lines: fs.readFileSync(file, 'utf8').split('\n'),
}));

const isQueryFile = (rel: string) => /(^|\/)([\w-]+\.)?queries\.ts$/.test(rel);
const inDb = (rel: string) => rel.startsWith('db/');
const inPlatform = (rel: string) => rel.startsWith('platform/');

/** Lines of the files `where` selects that match `pattern`, as `file:line: text`. */
function offending(where: (rel: string) => boolean, pattern: RegExp): string[] {
  return files
    .filter((f) => where(f.rel))
    .flatMap((f) => f.lines.flatMap((line, i) => (pattern.test(line) ? [`${f.rel}:${i + 1}: ${line.trim()}`] : [])));
}

describe('server layering', () => {
  it('keeps SQL in queries files, db/ and platform/', () => {
    const statement =
      /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)\(|\bsql(<[^>]*>)?`|\.transaction\(\)/;
    expect(offending((rel) => !isQueryFile(rel) && !inDb(rel) && !inPlatform(rel), statement)).toEqual([]);
  });

  it('filters by group or household only through the access helpers', () => {
    const tenantFilter = /['"`][\w.]*\b(group_id|household_id)['"`]\s*,\s*['"`](=|==|!=|<>|in|is|is not|not in|like)['"`]/;
    expect(offending((rel) => rel !== 'platform/access.ts' && !inDb(rel), tenantFilter)).toEqual([]);
  });

  it('lets services throw only named errors and never branch on HTTP statuses', () => {
    expect(offending((rel) => rel.startsWith('modules/'), /new AppError\(/)).toEqual([]);
    expect(offending((rel) => rel.startsWith('modules/'), /\berror\.status\b|\berr\.status\b/)).toEqual([]);
  });

  it('keeps HTTP out of services and queries', () => {
    const service = (rel: string) => rel.startsWith('modules/') && /(service|queries)\.ts$/.test(rel);
    expect(offending(service, /from 'fastify'|from "fastify"|reply\.|request\.headers|basePath/)).toEqual([]);
  });

  it('leaves the data folder to platform/files', () => {
    expect(offending((rel) => rel.startsWith('modules/'), /from 'node:fs(\/promises)?'/)).toEqual([]);
  });

  it("imports other areas' services, never their queries", () => {
    const crossArea: string[] = [];
    for (const f of files.filter((x) => x.rel.startsWith('modules/'))) {
      const area = f.rel.split('/')[1];
      f.lines.forEach((line, i) => {
        const match = /from '(\.[^']+)'/.exec(line);
        if (!match) return;
        const target = path
          .relative(src, path.resolve(path.dirname(f.file), match[1]))
          .split(path.sep)
          .join('/');
        if (!target.startsWith('modules/')) return;
        if (target.split('/')[1] !== area && /queries\.js$/.test(target)) crossArea.push(`${f.rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(crossArea).toEqual([]);
  });
});
