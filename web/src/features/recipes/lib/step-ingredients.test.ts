import { describe, expect, it } from 'vitest';
import { linkedIngredients, suggestLinkedIngredients } from './step-ingredients';

const ingredients = [
  { referenceId: 'a', text: '2 cups flour' },
  { referenceId: 'b', text: '3 eggs' },
  { referenceId: 'c', text: 'salt and pepper' },
];

describe('linkedIngredients', () => {
  it('keeps the recipe order of the linked ingredients', () => {
    expect(
      linkedIngredients({ ingredientReferences: [{ referenceId: 'c' }, { referenceId: 'a' }] }, ingredients).map((i) => i.referenceId),
    ).toEqual(['a', 'c']);
    expect(linkedIngredients({ ingredientReferences: [] }, ingredients)).toEqual([]);
  });
});

describe('suggestLinkedIngredients', () => {
  it('matches words of three or more letters, ignoring filler words and numbers', () => {
    const suggested = suggestLinkedIngredients('Whisk the flour with 2 eggs, and season.', ingredients, (i) => i.text);
    expect(suggested.map((i) => i.referenceId)).toEqual(['a', 'b']);
  });

  it('suggests nothing for a step without words', () => {
    expect(suggestLinkedIngredients('1. 2.', ingredients, (i) => i.text)).toEqual([]);
  });
});
