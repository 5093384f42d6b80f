import { describe, expect, it } from 'vitest';
import { entryScale, plannedRecipes } from './shopping-scale';

const curry = { id: 'r-curry', slug: 'curry', name: 'Chicken curry', recipeServings: 4 };
const soup = { id: 'r-soup', slug: 'soup', name: 'Soup', recipeServings: null };

describe('entryScale', () => {
  it("is the entry's servings over the recipe's when both are set and positive", () => {
    expect(entryScale({ servings: 6, recipe: curry })).toBe(1.5);
    expect(entryScale({ servings: 2, recipe: curry })).toBe(0.5);
  });

  it('is 1 when either is missing or not positive', () => {
    expect(entryScale({ servings: null, recipe: curry })).toBe(1);
    expect(entryScale({ servings: 0, recipe: curry })).toBe(1);
    expect(entryScale({ servings: 3, recipe: soup })).toBe(1);
    expect(entryScale({ servings: 3, recipe: { ...curry, recipeServings: 0 } })).toBe(1);
  });
});

describe('plannedRecipes', () => {
  it('adds the scales of one recipe planned twice and skips note-only entries', () => {
    const recipes = plannedRecipes([
      { servings: null, recipe: curry },
      { servings: 2, recipe: null },
      { servings: 8, recipe: curry },
      { servings: null, recipe: soup },
    ]);
    expect(recipes).toEqual([
      { recipe: { id: 'r-curry', slug: 'curry', name: 'Chicken curry' }, scale: 3 },
      { recipe: { id: 'r-soup', slug: 'soup', name: 'Soup' }, scale: 1 },
    ]);
  });
});
