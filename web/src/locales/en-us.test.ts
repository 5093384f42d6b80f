import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from './en-US.json';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function flatten(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const areas = Object.keys(messages);
const keys = new Set(flatten(messages));
// t('key') calls, and key-shaped string literals handed to t() later (zod messages, error keys).
const keyPattern = new RegExp(`['"\`]((?:${areas.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
const tCall = /\bt\(\s*['"`]([^'"`]+)['"`]/g;

describe('en-US.json', () => {
  it('has every key the source uses', () => {
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of [tCall, keyPattern]) {
        for (const match of text.matchAll(pattern)) {
          const key = match[1] ?? '';
          used++;
          if (!keys.has(key) && !keys.has(`${key}_one`)) missing.push(`${relative(srcDir, file)}: ${key}`);
        }
      }
    }
    expect(used).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('keeps keys sorted at every level', () => {
    const unsorted: string[] = [];
    const check = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      const names = Object.keys(node);
      const sorted = [...names].sort();
      if (names.join() !== sorted.join()) unsorted.push(path || '(root)');
      for (const [name, value] of Object.entries(node)) check(value, path ? `${path}.${name}` : name);
    };
    check(messages, '');
    expect(unsorted).toEqual([]);
  });

  it('names keys <area>.<screen>.<thing>', () => {
    for (const key of keys) expect(key.split('.').length, key).toBeGreaterThanOrEqual(2);
  });
});
