import { describe, expect, it } from 'vitest';
import { findAmount } from './quantity.ts';
import { tokenize } from './tokens.ts';

function amountOf(line: string) {
  const amount = findAmount(tokenize(line));
  return amount && { quantity: amount.quantity, quantityMax: amount.quantityMax };
}

describe('findAmount', () => {
  it.each([
    ['2 cups flour', 2],
    ['1.5 kg Mehl', 1.5],
    ['1,5 kg farine', 1.5],
    ['0,25 l latte', 0.25],
    ['1/2 tsp salt', 0.5],
    ['1 1/2 cups milk', 1.5],
    ['1-1/2 cups milk', 1.5],
    ['½ tsp salt', 0.5],
    ['1½ cups milk', 1.5],
    ['2 ¾ cups sugar', 2.75],
    ['.5 oz gin', 0.5],
    ['1,000 g Tomaten', 1000],
  ])('reads the number in %j', (line, quantity) => {
    expect(amountOf(line)).toEqual({ quantity, quantityMax: null });
  });

  it.each([
    ['2-3 cloves garlic', 2, 3],
    ['2–3 Zehen Knoblauch', 2, 3],
    ['2 to 3 tablespoons oil', 2, 3],
    ['5 or 6 carrots', 5, 6],
    ['2 bis 3 EL Öl', 2, 3],
    ['2 à 3 cuillères à soupe d’huile', 2, 3],
    ['1/2 to 3/4 cup water', 0.5, 0.75],
    ['1 1/2 - 2 cups broth', 1.5, 2],
  ])('reads the range in %j', (line, quantity, quantityMax) => {
    expect(amountOf(line)).toEqual({ quantity, quantityMax });
  });

  it.each([
    ['one onion', 1],
    ['Two eggs', 2],
    ['half a lemon', 0.5],
    ['a pinch of salt', 1],
    ['an ounce of gin', 1],
    ['eine Prise Salz', 1],
    ['une pincée de sel', 1],
    ['zwei Eier', 2],
    ['tres huevos', 3],
  ])('reads the word amount in %j', (line, quantity) => {
    expect(amountOf(line)).toEqual({ quantity, quantityMax: null });
  });

  it('takes the count before a parenthesised size', () => {
    expect(amountOf('1 (14 oz) can tomatoes')).toEqual({ quantity: 1, quantityMax: null });
  });

  it('does not read an article before a food as an amount', () => {
    expect(amountOf('an egg')).toBeNull();
    expect(amountOf('a few sprigs of thyme')).toBeNull();
  });

  it('finds no amount in a line without one', () => {
    expect(amountOf('salt and pepper, to taste')).toBeNull();
  });
});
