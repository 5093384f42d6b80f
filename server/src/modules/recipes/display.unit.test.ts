import { describe, expect, it } from 'vitest';
import { type DisplayUnit, formatFraction, ingredientDisplay } from './display.js';

const cup: DisplayUnit = {
  name: 'cup',
  pluralName: 'cups',
  abbreviation: 'c',
  pluralAbbreviation: '',
  useAbbreviation: false,
  fraction: true,
};
const flour = { name: 'flour', pluralName: null };
const egg = { name: 'egg', pluralName: 'eggs' };

describe('ingredient display', () => {
  it('shows fractions with super- and subscript digits and mixed numbers', () => {
    expect(formatFraction(0.5)).toBe('¹/₂');
    expect(formatFraction(2.75)).toBe('2 ³/₄');
    expect(formatFraction(1 / 3)).toBe('¹/₃');
    expect(formatFraction(3)).toBe('3');
  });

  it('shows quantity, unit (plural above 1), food and note in food mode', () => {
    expect(ingredientDisplay({ quantity: 2, unit: cup, food: flour, note: 'sifted', isFood: true })).toBe('2 cups flour sifted');
    expect(ingredientDisplay({ quantity: 1, unit: cup, food: flour, note: null, isFood: true })).toBe('1 cup flour');
    expect(ingredientDisplay({ quantity: 0.5, unit: { ...cup, fraction: false }, food: flour, note: '', isFood: true })).toBe(
      '0.5 cup flour',
    );
  });

  it('uses abbreviations when the unit asks for them', () => {
    const tbsp = { ...cup, name: 'tablespoon', abbreviation: 'tbsp', pluralAbbreviation: 'tbsps', useAbbreviation: true };
    expect(ingredientDisplay({ quantity: 2, unit: tbsp, food: flour, note: null, isFood: true })).toBe('2 tbsps flour');
    expect(ingredientDisplay({ quantity: 1, unit: tbsp, food: flour, note: null, isFood: true })).toBe('1 tbsp flour');
  });

  it('pluralises the food without a quantity or above one, and drops the unit without a quantity', () => {
    expect(ingredientDisplay({ quantity: null, unit: cup, food: egg, note: null, isFood: true })).toBe('eggs');
    expect(ingredientDisplay({ quantity: 3, unit: null, food: egg, note: null, isFood: true })).toBe('3 eggs');
    expect(ingredientDisplay({ quantity: 1, unit: null, food: egg, note: null, isFood: true })).toBe('1 egg');
  });

  it('shows only the quantity (when not 1) and the note with amounts disabled', () => {
    expect(ingredientDisplay({ quantity: 1, unit: cup, food: flour, note: '1 Cup Flour', isFood: false })).toBe('1 Cup Flour');
    expect(ingredientDisplay({ quantity: 2, unit: cup, food: flour, note: 'pinches of salt', isFood: false })).toBe('2 pinches of salt');
    expect(ingredientDisplay({ quantity: null, unit: null, food: null, note: null, isFood: false })).toBe('');
  });

  it('shows a range as both ends with an en dash, plural by its upper end', () => {
    const clove = { ...cup, name: 'clove', pluralName: 'cloves' };
    const garlic = { name: 'garlic', pluralName: null };
    expect(ingredientDisplay({ quantity: 12, maxQuantity: 15, unit: clove, food: garlic, note: 'medium', isFood: true })).toBe(
      '12–15 cloves garlic medium',
    );
    expect(
      ingredientDisplay({
        quantity: 1,
        maxQuantity: 2,
        unit: null,
        food: { name: 'chili', pluralName: 'chilis' },
        note: null,
        isFood: true,
      }),
    ).toBe('1–2 chilis');
    expect(ingredientDisplay({ quantity: 0.5, maxQuantity: 1, unit: cup, food: flour, note: null, isFood: true })).toBe('¹/₂–1 cup flour');
    // An upper bound at or below the quantity is no range.
    expect(ingredientDisplay({ quantity: 2, maxQuantity: 2, unit: cup, food: flour, note: null, isFood: true })).toBe('2 cups flour');
    expect(ingredientDisplay({ quantity: 1, maxQuantity: 2, unit: cup, food: flour, note: 'eggs', isFood: false })).toBe('1–2 eggs');
  });
});
