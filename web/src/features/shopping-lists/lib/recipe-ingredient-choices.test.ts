import { describe, expect, it } from 'vitest';
import { allKeys, type ChoosableIngredient, initialTicks, recipeChoices, recipesToAdd } from './recipe-ingredient-choices';

const cup = { id: 'u-cup', name: 'cup', pluralName: 'cups', fraction: true };
const food = (id: string, name: string, onHand = false) => ({ id, name, onHand });
const flour = food('f-flour', 'flour');
const salt = food('f-salt', 'salt', true);
const milk = food('f-milk', 'milk');
const butter = food('f-butter', 'butter', true);

const line = (fields: ChoosableIngredient): ChoosableIngredient => ({ quantity: null, note: '', title: '', ...fields });

const pancakes = {
  id: 'r-pancakes',
  name: 'Pancakes',
  recipeIngredient: [
    line({ quantity: 1.5, unit: cup, food: flour }),
    line({ quantity: 1, food: salt, note: 'a pinch' }),
    line({ quantity: 0.5, unit: cup, food: milk }),
    line({ title: 'Topping', quantity: 2, food: butter }),
    line({ note: 'maple syrup' }),
  ],
};

const texts = (entries: Parameters<typeof recipeChoices>[0]) =>
  recipeChoices(entries).map((recipe) => recipe.sections.map((section) => [section.title, section.choices.map((c) => c.text)]));

describe('recipeChoices', () => {
  it('groups ingredients by section title and moves on-hand foods to the end of their section', () => {
    expect(texts([{ recipe: pancakes, scale: 1 }])).toEqual([
      [
        ['', ['1 ½ cups flour', '½ cup milk', '1 salt a pinch']],
        ['Topping', ['maple syrup', '2 butter']],
      ],
    ]);
  });

  it('shows the amounts at the chosen scale', () => {
    expect(texts([{ recipe: pancakes, scale: 2 }])[0]?.[0]).toEqual(['', ['3 cups flour', '1 cup milk', '2 salt a pinch']]);
  });

  it('keeps a recipe given twice once, with the scales added', () => {
    const recipes = recipeChoices([
      { recipe: pancakes, scale: 1 },
      { recipe: { id: 'r-tea', name: 'Tea', recipeIngredient: [line({ note: 'tea' })] }, scale: 1 },
      { recipe: pancakes, scale: 2 },
    ]);
    expect(recipes.map((recipe) => [recipe.name, recipe.scale])).toEqual([
      ['Pancakes', 3],
      ['Tea', 1],
    ]);
    expect(recipes[0]?.sections[0]?.choices[0]?.text).toBe('4 ½ cups flour');
  });

  it('shows only the note of a recipe with amounts disabled', () => {
    const recipe = {
      id: 'r-soup',
      name: 'Soup',
      settings: { disableAmount: true },
      recipeIngredient: [line({ quantity: 1, note: '2 leeks' })],
    };
    expect(texts([{ recipe, scale: 2 }])).toEqual([[['', ['2 leeks']]]]);
  });
});

describe('initialTicks', () => {
  it('ticks everything but the foods on hand', () => {
    const recipes = recipeChoices([{ recipe: pancakes, scale: 1 }]);
    const ticked = initialTicks(recipes);
    const names = recipes[0]?.sections.flatMap((section) => section.choices.map((c) => [c.text, ticked.has(c.key)]));
    expect(names).toEqual([
      ['1 ½ cups flour', true],
      ['½ cup milk', true],
      ['1 salt a pinch', false],
      ['maple syrup', true],
      ['2 butter', false],
    ]);
    expect(allKeys(recipes)).toHaveLength(5);
  });
});

describe('recipesToAdd', () => {
  it('sends each recipe with a ticked ingredient at its scale, the ingredients unscaled', () => {
    const recipes = recipeChoices([
      { recipe: pancakes, scale: 2 },
      { recipe: { id: 'r-tea', name: 'Tea', recipeIngredient: [line({ note: 'tea' })] }, scale: 1 },
    ]);
    const ticked = new Set(['r-pancakes:0', 'r-pancakes:4']);
    expect(recipesToAdd(recipes, ticked)).toEqual([
      {
        recipeId: 'r-pancakes',
        recipeIncrementQuantity: 2,
        recipeIngredients: [
          {
            quantity: 1.5,
            unit: { id: 'u-cup', name: 'cup' },
            food: { id: 'f-flour', name: 'flour' },
            note: '',
            title: '',
            referenceId: null,
          },
          { quantity: null, unit: null, food: null, note: 'maple syrup', title: '', referenceId: null },
        ],
      },
    ]);
  });
});
