import { describe, expect, it } from 'vitest';
import { type FinderRecipe, rankRecipes } from './finder-ranking';

const food = (id: string) => ({ id, name: id });
const recipe = (name: string, foods: string[], tools: string[] = []): FinderRecipe => ({
  id: name,
  slug: name,
  name,
  foods: foods.map(food),
  tools: tools.map(food),
});

describe('rankRecipes', () => {
  const recipes = [
    recipe('omelette', ['egg', 'butter', 'cheese']),
    recipe('boiled-egg', ['egg']),
    recipe('pancakes', ['egg', 'flour', 'milk'], ['pan']),
    recipe('salad', ['lettuce', 'tomato']),
    recipe('crepes', ['egg', 'flour', 'milk'], ['crepe-pan']),
  ];

  it('puts recipes with fewer missing foods first and lists what is missing', () => {
    const ranked = rankRecipes(recipes, new Set(['egg', 'flour', 'butter']), new Set(['pan']));
    expect(ranked.map((match) => match.recipe.name)).toEqual(['boiled-egg', 'omelette', 'pancakes', 'crepes']);
    expect(ranked[1]?.missingFoods.map((item) => item.id)).toEqual(['cheese']);
    expect(ranked[2]?.missingTools).toEqual([]);
    expect(ranked[3]?.missingTools.map((item) => item.id)).toEqual(['crepe-pan']);
  });

  it('leaves out recipes that use none of the chosen foods', () => {
    const ranked = rankRecipes(recipes, new Set(['tomato']), new Set());
    expect(ranked.map((match) => match.recipe.name)).toEqual(['salad']);
    expect(ranked[0]?.missingFoods.map((item) => item.id)).toEqual(['lettuce']);
  });

  it('counts a food used twice in a recipe once', () => {
    const ranked = rankRecipes([recipe('double', ['egg', 'egg', 'salt'])], new Set(['egg']), new Set());
    expect(ranked[0]?.missingFoods.map((item) => item.id)).toEqual(['salt']);
    expect(ranked[0]?.matchedFoods).toBe(1);
  });

  it('honours the missing-item limits', () => {
    const ranked = rankRecipes(recipes, new Set(['egg']), new Set(), { maxMissingFoods: 1, maxMissingTools: 0 });
    expect(ranked.map((match) => match.recipe.name)).toEqual(['boiled-egg']);
  });
});
