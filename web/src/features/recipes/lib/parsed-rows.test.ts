import { describe, expect, it } from 'vitest';
import type { RecipeIngredient } from '../../../api/recipes/get-recipe';
import type { ParsedIngredient } from '../../../api/recipes/parse-ingredients';
import { makeRecipe } from '../testing-fixtures';
import { assignCreated, needsReview, type ParsedRow, parserInput, toParsedRows, withParsedIngredients } from './parsed-rows';

type ParsedPart = NonNullable<ParsedIngredient['ingredient']['unit']>;
const unit = { id: 'u-cup', name: 'cup', pluralName: 'cups', abbreviation: '', useAbbreviation: false, fraction: true } as ParsedPart;

function parsed(input: string, average: number | null, ingredient: Partial<ParsedIngredient['ingredient']>): ParsedIngredient {
  return {
    input,
    confidence: { average, comment: null, name: null, unit: null, quantity: null, food: null },
    ingredient: {
      quantity: 1,
      unit: null,
      food: null,
      note: '',
      isFood: true,
      disableAmount: false,
      display: input,
      title: null,
      originalText: input,
      referenceId: `ref-${input}`,
      ...ingredient,
    },
  } as ParsedIngredient;
}

const missingFood = (name: string) =>
  ({ id: null, name, pluralName: null, description: '', extras: {}, labelId: null, aliases: [] }) as NonNullable<
    ParsedIngredient['ingredient']['food']
  >;

describe('parsed ingredient rows', () => {
  it('parses the original text when there is one, else the note', () => {
    const [flour, , syrup] = makeRecipe().recipeIngredient as RecipeIngredient[];
    expect(parserInput({ ...flour, originalText: '1 ½ cups flour' } as RecipeIngredient)).toBe('1 ½ cups flour');
    expect(parserInput(syrup as RecipeIngredient)).toBe('maple syrup');
  });

  it('keeps matched foods and units, lists missing ones by name, and carries section titles over', () => {
    const originals = makeRecipe().recipeIngredient;
    const rows = toParsedRows(
      [parsed('1 cup flour', 0.95, { unit, food: { ...missingFood('flour') } }), parsed('2 eggs', 0.9, {})],
      originals,
    );
    const [first, second] = rows as [ParsedRow, ParsedRow];
    expect(first).toMatchObject({ input: '1 cup flour', confidence: 0.95, missingUnit: null, missingFood: 'flour' });
    expect(first.ingredient).toMatchObject({ unit: { id: 'u-cup' }, food: null, title: 'Batter', originalText: '1 cup flour' });
    expect(second.ingredient.title).toBe('');
  });

  it('flags low or missing confidence and missing foods or units for review', () => {
    const [confident, unsure, noConfidence, lacking] = toParsedRows(
      [parsed('a', 0.9, { unit }), parsed('b', 0.5, {}), parsed('c', null, {}), parsed('d', 0.99, { food: missingFood('saffron') })],
      [],
    );
    expect(([confident, unsure, noConfidence, lacking] as ParsedRow[]).map(needsReview)).toEqual([false, true, true, true]);
  });

  it('gives a created food to every row that lacked it, whatever the case', () => {
    const rows = toParsedRows(
      [
        parsed('1 cup Flour', 1, { food: missingFood('Flour') }),
        parsed('flour for dusting', 1, { food: missingFood('flour') }),
        parsed('2 eggs', 1, {}),
      ],
      [],
    );
    const created = { id: 'f-new', name: 'flour' } as NonNullable<RecipeIngredient['food']>;
    const next = assignCreated(rows, 'food', created);
    expect(next.map((row) => row.ingredient.food?.id ?? null)).toEqual(['f-new', 'f-new', null]);
    expect(next.map((row) => row.missingFood)).toEqual([null, null, null]);
  });

  it('saves the rows as the recipe ingredients with amounts turned on', () => {
    const recipe = makeRecipe({ settings: { ...makeRecipe().settings, disableAmount: true } as ReturnType<typeof makeRecipe>['settings'] });
    const rows = toParsedRows([parsed('1 cup flour', 1, { unit })], [{ ...(recipe.recipeIngredient[0] as RecipeIngredient), title: ' ' }]);
    const saved = withParsedIngredients(recipe, rows);
    expect(saved.settings?.disableAmount).toBe(false);
    expect(saved.recipeIngredient).toHaveLength(1);
    expect(saved.recipeIngredient[0]).toMatchObject({ title: '', originalText: '1 cup flour', unit: { id: 'u-cup' } });
    expect(saved.name).toBe('Pancakes');
  });

  it('keeps a food or unit the group lacks as text in the note, and the range', () => {
    const rows = toParsedRows(
      [
        parsed('2 cups fresh Thai basil leaves (from 1 large bunch)', 0.9, {
          quantity: 2,
          unit,
          food: missingFood('fresh Thai basil leaves'),
          note: '(from 1 large bunch)',
        }),
        parsed('12-15 medium garlic cloves', 0.9, { quantity: 12, maxQuantity: 15, food: missingFood('garlic'), note: 'medium' }),
      ],
      [],
    );
    const [basil, garlic] = withParsedIngredients(makeRecipe(), rows).recipeIngredient;
    expect(basil).toMatchObject({ unit: { id: 'u-cup' }, food: null, note: 'fresh Thai basil leaves (from 1 large bunch)' });
    expect(garlic).toMatchObject({ quantity: 12, maxQuantity: 15, food: null, note: 'garlic, medium' });
  });
});
