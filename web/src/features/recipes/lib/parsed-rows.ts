import type { Recipe, RecipeIngredient } from '../../../api/recipes/get-recipe';
import type { ParsedIngredient } from '../../../api/recipes/parse-ingredients';
import { CONFIDENCE_OK } from '../../../components/ui/confidence-chip/confidence-chip';

/** One line on the ingredient-parser page: the parsed ingredient, and what the group still lacks. */
export interface ParsedRow {
  /** The text that was parsed. */
  input: string;
  /** Average confidence from 0 to 1; null when the parser gives none. */
  confidence: number | null;
  /** Unit and food are the group's own or null. */
  ingredient: RecipeIngredient;
  /** A parsed unit or food name that is none of the group's: offered for creation. */
  missingUnit: string | null;
  missingFood: string | null;
}

/** The text each ingredient is parsed from: what was originally imported, else its note. */
export function parserInput(ingredient: RecipeIngredient): string {
  return (ingredient.originalText || ingredient.note || ingredient.display || '').trim();
}

/** Parsed results as review rows; section titles of the original ingredients are carried over. */
export function toParsedRows(parsed: ParsedIngredient[], originals: RecipeIngredient[]): ParsedRow[] {
  return parsed.map((result, index) => {
    const { unit, food } = result.ingredient;
    const ingredient = {
      ...result.ingredient,
      unit: unit?.id ? unit : null,
      food: food?.id ? food : null,
      title: originals[index]?.title ?? null,
      originalText: result.input ?? null,
    } as RecipeIngredient;
    return {
      input: result.input ?? '',
      confidence: result.confidence.average,
      ingredient,
      missingUnit: unit && !unit.id ? unit.name : null,
      missingFood: food && !food.id ? food.name : null,
    };
  });
}

/** A row needs a look: low or no confidence, or a food or unit the group does not have. */
export function needsReview(row: ParsedRow): boolean {
  return row.confidence === null || row.confidence < CONFIDENCE_OK || row.missingFood !== null || row.missingUnit !== null;
}

/**
 * Gives every row that lacks the same unit or food name (case aside) the newly created one, so
 * that "Create food flour" fixes each line that mentions flour.
 */
export function assignCreated(
  rows: ParsedRow[],
  kind: 'unit' | 'food',
  created: NonNullable<RecipeIngredient['unit' | 'food']>,
): ParsedRow[] {
  const missing = kind === 'unit' ? 'missingUnit' : 'missingFood';
  const name = created.name.toLowerCase();
  return rows.map((row) =>
    row[missing]?.toLowerCase() === name ? { ...row, [missing]: null, ingredient: { ...row.ingredient, [kind]: created } } : row,
  );
}

/** The note to save: a unit or food the group still lacks goes in front of it, so that no word of the line is lost. */
function noteWithMissing(row: ParsedRow): string {
  const missing = [row.missingUnit, row.missingFood].filter(Boolean).join(' ');
  const note = row.ingredient.note ?? '';
  if (!missing) return note;
  if (!note) return missing;
  return `${missing}${note.startsWith('(') ? ' ' : ', '}${note}`;
}

/**
 * The recipe to save: the reviewed ingredients (a food or unit the group lacks kept as text in the
 * note, the parsed text kept as `originalText`) with amounts turned on, since the lines now have them.
 */
export function withParsedIngredients(recipe: Recipe, rows: ParsedRow[]): Recipe {
  return {
    ...recipe,
    recipeIngredient: rows.map((row) => ({ ...row.ingredient, note: noteWithMissing(row), title: row.ingredient.title?.trim() ?? '' })),
    settings: { ...recipe.settings, disableAmount: false } as Recipe['settings'],
  };
}
