import type { Recipe } from '../../api/recipes/get-recipe';

/** A recipe as the API returns it, with two sections, linked ingredients and timed steps. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  const cup = { id: 'u-cup', name: 'cup', pluralName: 'cups', abbreviation: '', useAbbreviation: false, fraction: true };
  return {
    id: 'r1',
    slug: 'pancakes',
    name: 'Pancakes',
    description: 'Fluffy.',
    image: null,
    recipeYield: '4 servings',
    recipeServings: 0,
    recipeYieldQuantity: 0,
    totalTime: '30 minutes',
    prepTime: '10 minutes',
    cookTime: '',
    performTime: '',
    userId: 'u1',
    householdId: 'h1',
    groupId: 'g1',
    rating: null,
    lastMade: null,
    orgURL: null,
    recipeCategory: [],
    tags: [{ id: 't1', name: 'Breakfast', slug: 'breakfast' }],
    tools: [],
    settings: {
      public: false,
      showNutrition: false,
      showAssets: false,
      landscapeView: false,
      disableComments: false,
      disableAmount: false,
      locked: false,
    },
    recipeIngredient: [
      { referenceId: 'i1', title: 'Batter', quantity: 1.5, unit: cup, food: { id: 'f1', name: 'flour' }, note: '', display: '' },
      { referenceId: 'i2', title: '', quantity: 2, unit: null, food: { id: 'f2', name: 'egg', pluralName: 'eggs' }, note: '', display: '' },
      { referenceId: 'i3', title: 'Topping', quantity: 0, unit: null, food: null, note: 'maple syrup', display: '' },
    ],
    recipeInstructions: [
      {
        id: 's1',
        title: '',
        summary: '',
        text: 'Whisk the flour and eggs.',
        ingredientReferences: [{ referenceId: 'i1' }, { referenceId: 'i2' }],
      },
      { id: 's2', title: 'Cooking', summary: 'Fry', text: 'Fry each pancake 2 minutes per side.', ingredientReferences: [] },
    ],
    notes: [],
    nutrition: null,
    assets: [],
    comments: [],
    extras: {},
    ...overrides,
  } as unknown as Recipe;
}
