import { describe, expect, it } from 'vitest';
import { parseIngredient } from './index.ts';

function fields(line: string, language?: string) {
  const p = parseIngredient(line, { language });
  return { quantity: p.quantity, quantityMax: p.quantityMax, unit: p.unit?.name ?? null, food: p.food?.name ?? null, note: p.note };
}

describe('parseIngredient in English', () => {
  it('splits amount, unit, food and the note after a comma', () => {
    expect(fields('2 1/2 cups all-purpose flour, sifted')).toEqual({
      quantity: 2.5,
      quantityMax: null,
      unit: 'cup',
      food: 'all-purpose flour',
      note: 'sifted',
    });
  });

  it('parses a range with its unit', () => {
    expect(fields('2-3 cloves garlic, minced')).toEqual({
      quantity: 2,
      quantityMax: 3,
      unit: 'clove',
      food: 'garlic',
      note: 'minced',
    });
    expect(fields('2 to 3 tablespoons olive oil')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tablespoon', food: 'olive oil' });
  });

  it('reads unicode fractions and glued metric units', () => {
    expect(fields('½ tsp salt')).toMatchObject({ quantity: 0.5, unit: 'teaspoon', food: 'salt' });
    expect(fields('150g/5½oz plain flour')).toMatchObject({ quantity: 150, unit: 'gram', food: 'plain flour' });
  });

  it('takes the container as the unit after a parenthesised size', () => {
    expect(fields('1 (14 oz) can tomatoes')).toMatchObject({ quantity: 1, unit: 'can', food: 'tomatoes' });
  });

  it('moves preparation, "to taste" and "optional" to the note', () => {
    expect(fields('one onion, finely chopped')).toEqual({
      quantity: 1,
      quantityMax: null,
      unit: null,
      food: 'onion',
      note: 'finely chopped',
    });
    expect(fields('salt to taste')).toEqual({ quantity: null, quantityMax: null, unit: null, food: 'salt', note: 'to taste' });
    expect(fields('1 tablespoon parsley (optional)')).toMatchObject({ unit: 'tablespoon', food: 'parsley', note: '(optional)' });
  });

  it('understands abbreviations and misspellings', () => {
    expect(fields('2 tbls butter')).toMatchObject({ quantity: 2, unit: 'tablespoon', food: 'butter' });
    expect(fields('1 teaspon vanilla')).toMatchObject({ quantity: 1, unit: 'teaspoon', food: 'vanilla' });
    expect(fields('1 T sugar')).toMatchObject({ unit: 'tablespoon', food: 'sugar' });
  });

  it('reads articles and number words as amounts', () => {
    expect(fields('a pinch of salt')).toMatchObject({ quantity: 1, unit: 'pinch', food: 'salt' });
    expect(fields('half a lemon')).toMatchObject({ quantity: 0.5, unit: null, food: 'lemon' });
  });
});

describe('parseIngredient in other languages', () => {
  it.each([
    ['200 g Mehl, gesiebt', 'de', 200, 'gram', 'Mehl', 'gesiebt'],
    ['2 EL Olivenöl', 'de', 2, 'tablespoon', 'Olivenöl', ''],
    ['2 Zehen Knoblauch, fein gehackt', 'de', 2, 'clove', 'Knoblauch', 'fein gehackt'],
    ['1,5 kg Kartoffeln', 'de', 1.5, 'kilogram', 'Kartoffeln', ''],
    ['2 cuillères à soupe d’huile d’olive', 'fr', 2, 'tablespoon', 'huile d’olive', ''],
    ['3 gousses d’ail, hachées', 'fr', 3, 'clove', 'ail', 'hachées'],
    ['1 cucharada de aceite de oliva', 'es', 1, 'tablespoon', 'aceite de oliva', ''],
    ['2 dientes de ajo, picados', 'es', 2, 'clove', 'ajo', 'picados'],
    ['2 cucchiai di zucchero', 'it', 2, 'tablespoon', 'zucchero', ''],
    ['3 eetlepels suiker', 'nl', 3, 'tablespoon', 'suiker', ''],
    ['1 colher de sopa de açúcar', 'pt', 1, 'tablespoon', 'açúcar', ''],
    ['2 łyżki cukru', 'pl', 2, 'tablespoon', 'cukru', ''],
    ['2 msk smör', 'sv', 2, 'tablespoon', 'smör', ''],
    ['1 spsk olie', 'da', 1, 'tablespoon', 'olie', ''],
    ['1 ss sukker', 'no', 1, 'tablespoon', 'sukker', ''],
  ])('parses %j (%s)', (line, language, quantity, unit, food, note) => {
    expect(fields(line, language)).toEqual({ quantity, quantityMax: null, unit, food, note });
  });

  it('reads foreign ranges and articles', () => {
    expect(fields('2 bis 3 EL Zucker', 'de')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tablespoon', food: 'Zucker' });
    expect(fields('eine Prise Salz', 'de')).toMatchObject({ quantity: 1, unit: 'pinch', food: 'Salz' });
  });
});

describe('confidence', () => {
  it('reports every field in [0, 1]', () => {
    const { confidence } = parseIngredient('2 cups heavy cream, whipped');
    for (const value of Object.values(confidence)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(Object.keys(confidence).sort()).toEqual(['average', 'comment', 'food', 'quantity', 'unit']);
  });

  it('is lower for a quantity read from a word than from digits', () => {
    expect(parseIngredient('one onion').confidence.quantity).toBeLessThan(parseIngredient('1 onion').confidence.quantity);
  });
});
