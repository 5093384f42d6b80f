import { describe, expect, it } from 'vitest';
import { ingredientParts, ingredientsAsText, ingredientText } from './ingredient-display';

const cup = { name: 'cup', pluralName: 'cups', abbreviation: 'c', pluralAbbreviation: 'c', useAbbreviation: false, fraction: true };
const gram = { name: 'gram', pluralName: 'grams', abbreviation: 'g', useAbbreviation: true, fraction: false };
const egg = { name: 'egg', pluralName: 'eggs' };
const flour = { name: 'flour' };

describe('ingredientParts', () => {
  it('shows quantity, unit, food and note', () => {
    expect(ingredientParts({ quantity: 1.5, unit: cup, food: flour, note: 'sifted' })).toEqual({
      quantity: '1 ½',
      unit: 'cups',
      food: 'flour',
      note: 'sifted',
    });
  });

  it('pluralises on the scaled quantity', () => {
    expect(ingredientParts({ quantity: 0.5, unit: cup, food: egg }).unit).toBe('cup');
    expect(ingredientParts({ quantity: 0.5, unit: cup, food: egg }, { scale: 4 })).toMatchObject({
      quantity: '2',
      unit: 'cups',
      food: 'eggs',
    });
    expect(ingredientParts({ quantity: 1, food: egg }).food).toBe('egg');
  });

  it('shows both ends of a range, scaled, in the plural of its upper end', () => {
    const clove = { name: 'clove', pluralName: 'cloves' };
    expect(ingredientParts({ quantity: 12, maxQuantity: 15, unit: clove, food: { name: 'garlic' }, note: 'medium' })).toEqual({
      quantity: '12–15',
      unit: 'cloves',
      food: 'garlic',
      note: 'medium',
    });
    expect(ingredientText({ quantity: 1, maxQuantity: 2, food: { name: 'chili', pluralName: 'chilis' } })).toBe('1–2 chilis');
    expect(ingredientParts({ quantity: 0.5, maxQuantity: 1, unit: cup }, { scale: 2 }).quantity).toBe('1–2');
    // An upper end at or below the quantity is no range.
    expect(ingredientParts({ quantity: 2, maxQuantity: 2, unit: cup }).quantity).toBe('2');
    expect(ingredientParts({ quantity: 1, maxQuantity: 2, note: 'eggs' }, { disableAmount: true }).quantity).toBe('1–2');
  });

  it('uses the plural food name when there is no quantity', () => {
    expect(ingredientParts({ quantity: 0, unit: cup, food: egg })).toEqual({ quantity: '', unit: '', food: 'eggs', note: '' });
  });

  it('uses abbreviations and decimals when the unit asks for them', () => {
    expect(ingredientParts({ quantity: 250, unit: gram, food: flour }, { scale: 1 / 3 })).toMatchObject({ quantity: '83.333', unit: 'g' });
  });

  it('shows fractions with denominators up to 10 after scaling', () => {
    expect(ingredientParts({ quantity: 1, unit: cup, food: flour }, { scale: 2 / 3 }).quantity).toBe('⅔');
    expect(ingredientParts({ quantity: 0.75, unit: cup, food: flour }, { scale: 0.5 }).quantity).toBe('⅜');
  });

  it('shows only the note when amounts are disabled', () => {
    expect(ingredientParts({ quantity: 1, unit: cup, food: flour, note: '1 cup flour' }, { disableAmount: true })).toEqual({
      quantity: '',
      unit: '',
      food: '',
      note: '1 cup flour',
    });
  });
});

describe('ingredientText', () => {
  it('joins the parts with spaces', () => {
    expect(ingredientText({ quantity: 2, unit: cup, food: flour, note: 'sifted' })).toBe('2 cups flour sifted');
    expect(ingredientText({ quantity: 0, note: 'salt to taste' })).toBe('salt to taste');
  });

  it('can write plain fractions', () => {
    expect(ingredientText({ quantity: 1.5, unit: cup, food: flour }, { plain: true })).toBe('1 1/2 cups flour');
  });
});

describe('ingredientsAsText', () => {
  it('marks sections with brackets after a blank line', () => {
    const text = ingredientsAsText(
      [
        { title: 'Dough', quantity: 1, unit: cup, food: flour },
        { quantity: 2, food: egg },
        { title: 'Filling', quantity: 0, note: 'jam' },
      ],
      { scale: 1.5 },
    );
    expect(text).toBe('[Dough]\n1 1/2 cups flour\n3 eggs\n\n[Filling]\njam');
  });
});
