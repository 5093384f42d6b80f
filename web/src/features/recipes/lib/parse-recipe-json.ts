import type { Recipe } from '../../../api/recipes/get-recipe';

/** Why a JSON text is not a recipe: an i18n key and its values. */
export interface RecipeJsonError {
  key: 'recipe.json.invalid' | 'recipe.json.notObject' | 'recipe.json.nameRequired' | 'recipe.json.notList' | 'recipe.json.notSettings';
  values?: Record<string, string>;
}

export type RecipeJsonResult = { ok: true; recipe: Recipe } | { ok: false; error: RecipeJsonError };

// Fields the editor treats as lists; anything else in them would break the form, so they are checked here.
const LIST_FIELDS = ['recipeIngredient', 'recipeInstructions', 'recipeCategory', 'tags', 'tools', 'notes', 'assets'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The recipe as the JSON editor shows it: two-space indentation, as Mealie's JSON view. */
export function formatRecipeJson(recipe: Recipe): string {
  return JSON.stringify(recipe, null, 2);
}

/**
 * Parses the JSON editor's text. Only a syntactically valid object with a name and list-shaped
 * lists passes; the server checks the rest when it is saved.
 */
export function parseRecipeJson(text: string): RecipeJsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: { key: 'recipe.json.invalid', values: { detail: error instanceof Error ? error.message : String(error) } } };
  }
  if (!isPlainObject(value)) return { ok: false, error: { key: 'recipe.json.notObject' } };
  if (typeof value.name !== 'string' || value.name.trim() === '') return { ok: false, error: { key: 'recipe.json.nameRequired' } };
  for (const field of LIST_FIELDS) {
    const list = value[field];
    if (list !== undefined && list !== null && !Array.isArray(list)) {
      return { ok: false, error: { key: 'recipe.json.notList', values: { field } } };
    }
  }
  if (value.settings !== undefined && value.settings !== null && !isPlainObject(value.settings)) {
    return { ok: false, error: { key: 'recipe.json.notSettings' } };
  }
  return { ok: true, recipe: value as unknown as Recipe };
}
