import { describe, expect, it } from 'vitest';
import { parseIngredientRules } from './index.ts';

const fields = (line: string, isUnit?: (word: string) => boolean) => {
  const p = parseIngredientRules(line, { isUnit });
  return { quantity: p.quantity, quantityMax: p.quantityMax, unit: p.unit?.name ?? null, food: p.food?.name ?? null, note: p.note };
};

describe('parseIngredientRules', () => {
  it('splits amount, known unit, food and the note after a comma', () => {
    expect(fields('2 ½ cups flour, sifted')).toEqual({ quantity: 2.5, quantityMax: null, unit: 'cup', food: 'flour', note: 'sifted' });
  });

  it('reads a range and skips "of" after the unit', () => {
    expect(fields('2-3 tablespoons of olive oil')).toEqual({
      quantity: 2,
      quantityMax: 3,
      unit: 'tablespoon',
      food: 'olive oil',
      note: '',
    });
  });

  it('keeps a word that is no unit in the food', () => {
    expect(fields('3 large eggs')).toMatchObject({ quantity: 3, unit: null, food: 'large eggs' });
  });

  it('moves a size after the amount and parenthesised text to the note', () => {
    expect(fields('1 (14 oz) can tomatoes (drained)')).toEqual({
      quantity: 1,
      quantityMax: null,
      unit: 'can',
      food: 'tomatoes',
      note: '14 oz, drained',
    });
  });

  it('reports a unit the caller knows as written', () => {
    const own = (word: string) => word.toLowerCase() === 'handful';
    expect(fields('1 handful basil leaves', own)).toMatchObject({ quantity: 1, unit: 'handful', food: 'basil leaves' });
    expect(fields('2 EL Olivenöl', (w) => w === 'EL')).toMatchObject({ quantity: 2, unit: 'EL', food: 'Olivenöl' });
  });

  it('parses other languages with the built-in lexicon', () => {
    expect(fields('200 g de farine, tamisée')).toMatchObject({ quantity: 200, unit: 'gram', food: 'farine', note: 'tamisée' });
  });

  it('has no amount or unit when the line does not start with one', () => {
    expect(fields('salt and pepper, to taste')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      food: 'salt and pepper',
      note: 'to taste',
    });
    expect(fields('')).toEqual({ quantity: null, quantityMax: null, unit: null, food: null, note: '' });
  });
});
