import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIngredient, parseIngredientRules, type RuleParsedIngredient } from './index.ts';
import { findAmount } from './quantity.ts';
import { tokenize } from './tokens.ts';

// Every line of the bench's DEV set (issue 15: no word of the input may be lost).
const DEV = new URL('../../../../shared/bench/ingredients/dev.jsonl', import.meta.url);
const devLines = readFileSync(DEV, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line).text as string);

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The one kind of word a parse may leave out: a lower-case link word or article that only joins
// the amount or unit to what follows ("2 cups of flour", "half a teaspoon salt").
const JOINERS = new Set(['of', 'a', 'an', 'de', 'du', 'des', 'd', 'di', 'del', 'della', 'van', 'von', 'z', 'ze', 'af', 'av']);

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-3);

/**
 * The words of a line that are in none of the output fields. The words of the leading amount count
 * as kept when the parse has a quantity, and the amount they spell must be that quantity and range.
 */
function lostWords(text: string, parsed: RuleParsedIngredient): string[] {
  const tokens = tokenize(text);
  const amount = parsed.quantity === null ? null : findAmount(tokens);
  let rest = text;
  if (amount) {
    if (!close(parsed.quantity, amount.quantity) || !close(parsed.quantityMax, amount.quantityMax)) return ['<amount>'];
    rest = `${text.slice(0, tokens[amount.start]?.start)} ${text.slice(tokens[amount.end - 1]?.end)}`;
  }
  const kept = new Map<string, number>();
  for (const w of words([parsed.unit?.text ?? '', parsed.food?.name ?? '', parsed.note].join(' '))) kept.set(w, (kept.get(w) ?? 0) + 1);
  const lost: string[] = [];
  for (const w of words(rest)) {
    const n = kept.get(w) ?? 0;
    if (n > 0) kept.set(w, n - 1);
    else lost.push(w);
  }
  return lost;
}

/** What is wrong with a parse: nothing, or the words it lost other than one link word before the unit or food. */
function losses(text: string, parsed: RuleParsedIngredient): string | null {
  const lost = lostWords(text, parsed);
  if (lost.length === 0) return null;
  const [word = ''] = lost;
  const next = words(`${parsed.unit?.text ?? ''} ${parsed.food?.name ?? ''}`).map(escapeRegExp);
  const joins = new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}\\s+(${next.join('|')})`, 'iu');
  if (lost.length === 1 && JOINERS.has(word) && joins.test(text)) return null;
  return `${JSON.stringify(text)} loses ${lost.join(' ')}`;
}

describe('no word of the input is lost', () => {
  it('keeps parenthesised text, sizes and ranges', () => {
    const basil = parseIngredient('2 cups fresh Thai basil leaves (from 1 large bunch)');
    expect(basil).toMatchObject({ quantity: 2, unit: { name: 'cup' }, food: { name: 'fresh Thai basil leaves' } });
    expect(basil.note).toBe('(from 1 large bunch)');
    const ginger = parseIngredient('One (1-inch) piece fresh ginger');
    expect(ginger).toMatchObject({ quantity: 1, unit: { name: 'piece' }, food: { name: 'fresh ginger' }, note: '(1-inch)' });
    expect(parseIngredient('12-15 medium garlic cloves')).toMatchObject({ quantity: 12, quantityMax: 15, note: 'medium' });
    expect(parseIngredient('1-2 fresh Thai red chilis')).toMatchObject({ quantity: 1, quantityMax: 2 });
  });

  it('keeps secondary amounts and fillers in the note', () => {
    expect(parseIngredient('150g/5½oz plain flour').note).toBe('5½oz');
    expect(parseIngredient('2 carrots (6 ounces), peeled and cut into 1/2-inch pieces (1 cup)').note).toBe(
      '(6 ounces), peeled and cut into 1/2-inch pieces (1 cup)',
    );
    expect(parseIngredient('½ cup plus 2 teaspoons sugar').note).toMatch(/plus 2 teaspoons/);
  });

  it('leaves out only a link word joining the unit to the food', () => {
    expect(parseIngredient('1 bunch of mint, finely chopped')).toMatchObject({
      unit: { text: 'bunch' },
      food: { name: 'mint' },
      note: 'finely chopped',
    });
    // A capitalised "Du" is part of a name.
    const cheese = '1 (170 gram) package Du Village cheese';
    expect(lostWords(cheese, parseIngredient(cheese))).toEqual([]);
    expect(losses('2 cups of flour', parseIngredient('2 cups of flour'))).toBeNull();
  });

  it.each(['parseIngredient', 'parseIngredientRules'] as const)(
    'holds for %s on every DEV line',
    (name) => {
      const parse = name === 'parseIngredient' ? parseIngredient : parseIngredientRules;
      expect(devLines.length).toBe(4000);
      const failures = devLines.map((text) => losses(text, parse(text))).filter(Boolean);
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
