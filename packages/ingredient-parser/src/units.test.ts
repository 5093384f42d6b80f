import { describe, expect, it } from 'vitest';
import { lookupUnit, unitName } from './units.ts';

describe('lookupUnit', () => {
  it.each([
    ['tablespoons', 'tablespoon'],
    ['Tbsp.', 'tablespoon'],
    ['tbls', 'tablespoon'],
    ['T', 'tablespoon'],
    ['t', 'teaspoon'],
    ['tsp', 'teaspoon'],
    ['teaspon', 'teaspoon'],
    ['c', 'cup'],
    ['oz', 'ounce'],
    ['fl oz', 'fluid ounce'],
    ['lbs', 'pound'],
    ['g', 'gram'],
    ['ml', 'milliliter'],
    ['litres', 'liter'],
    ['tins', 'can'],
    ['leaves', 'leaf'],
  ])('maps the English spelling %j to %j', (spelling, unit) => {
    expect(lookupUnit(spelling)).toBe(unit);
  });

  it.each([
    ['EL', 'tablespoon'],
    ['TL', 'teaspoon'],
    ['Esslöffel', 'tablespoon'],
    ['Prise', 'pinch'],
    ['Zehen', 'clove'],
    ['cuillère à soupe', 'tablespoon'],
    ['cuillères à café', 'teaspoon'],
    ['gousses', 'clove'],
    ['cucharadas', 'tablespoon'],
    ['cucharadita', 'teaspoon'],
    ['cucchiai', 'tablespoon'],
    ['cucchiaino', 'teaspoon'],
    ['eetlepels', 'tablespoon'],
    ['theelepel', 'teaspoon'],
    ['colher de sopa', 'tablespoon'],
    ['xícaras', 'cup'],
    ['łyżki', 'tablespoon'],
    ['szklanka', 'cup'],
    ['msk', 'tablespoon'],
    ['tsk', 'teaspoon'],
    ['spsk', 'tablespoon'],
    ['ss', 'tablespoon'],
    ['dl', 'deciliter'],
  ])('maps the foreign spelling %j to %j', (spelling, unit) => {
    expect(lookupUnit(spelling)).toBe(unit);
  });

  it('returns null for words that are not units', () => {
    expect(lookupUnit('flour')).toBeNull();
    expect(lookupUnit('large')).toBeNull();
  });

  it('names an unknown unit by its lowercase spelling', () => {
    expect(unitName('Punnet')).toBe('punnet');
    expect(unitName('Tbsp.')).toBe('tablespoon');
  });
});
