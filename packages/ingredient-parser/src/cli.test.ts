import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function runCli(input: string) {
  return spawnSync('node', ['packages/cli/larder.mjs', 'parse-ingredients'], { cwd: root, input, encoding: 'utf8' });
}

describe('larder parse-ingredients', () => {
  it('answers each JSON line with one parsed ingredient, in order', () => {
    const input = ['1 cup sugar', '2-3 cloves garlic, minced', 'salt to taste'].map((text) => JSON.stringify({ text })).join('\n');
    const result = runCli(`${input}\n`);
    expect(result.status).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ quantity: 1, quantityMax: null, unit: { name: 'cup' }, food: { name: 'sugar' }, note: '' });
    expect(lines[1]).toMatchObject({ quantity: 2, quantityMax: 3, unit: { name: 'clove' }, food: { name: 'garlic' }, note: 'minced' });
    expect(lines[2]).toMatchObject({ quantity: null, unit: null, food: { name: 'salt' }, note: 'to taste' });
    expect(lines[0].confidence).toHaveProperty('average');
  });

  it('keeps output aligned when a line is not JSON', () => {
    const result = runCli('not json\n{"text":"2 eggs"}\n');
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: null, food: null });
    expect(lines[1]).toMatchObject({ quantity: 2, food: { name: 'eggs' } });
  });
});
