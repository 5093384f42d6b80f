import type { AuthContext } from '../../../platform/auth/context.js';
import type { ParserService } from '../../parser/service.js';
import type { RecipeInput } from '../schemas.js';

type IngredientLine = NonNullable<RecipeInput['recipeIngredient']>[number];

/**
 * Splits scraped ingredient lines into quantity, unit, food and note with the ingredient parser,
 * which links the group's own foods and units (by name, plural, abbreviation, alias or a close
 * spelling). Nothing is created: a food or unit the group does not have stays as text in the
 * note, so the line still reads as it was written.
 */
export async function parseIngredientLines(
  parser: Pick<ParserService, 'parseIngredientsAsWritten'>,
  auth: AuthContext,
  lines: IngredientLine[],
): Promise<IngredientLine[]> {
  const texts = lines.map((line) => line.note?.trim() ?? '');
  const parsed = await parser.parseIngredientsAsWritten(auth, { parser: 'nlp', ingredients: texts.filter(Boolean) });
  let next = 0;
  return lines.map((line, index) => {
    if (!texts[index]) return line;
    const { ingredient, unitText } = parsed[next++];
    const unitId = ingredient.unit?.id ?? null;
    const foodId = ingredient.food?.id ?? null;
    // A unit the group lacks cannot be shown in its place; then the words stay together in the
    // note, the unit as written ("kg", not the parser's "kilogram").
    const keepUnit = !ingredient.unit || unitId !== null;
    const linkFood = keepUnit && foodId !== null;
    const noteWords = [!keepUnit ? unitText : '', !linkFood ? ingredient.food?.name : ''].filter(Boolean).join(' ');
    return {
      ...line,
      quantity: ingredient.quantity ?? 0,
      maxQuantity: ingredient.maxQuantity,
      unit: unitId ? { id: unitId, name: ingredient.unit?.name } : null,
      food: linkFood ? { id: foodId, name: ingredient.food?.name } : null,
      // A parenthesised note follows the words as it did in the line: "leaves (from 1 bunch)".
      note: [noteWords, ingredient.note].filter(Boolean).join(ingredient.note?.startsWith('(') ? ' ' : ', '),
      originalText: line.originalText || texts[index],
    };
  });
}
