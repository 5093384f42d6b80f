import type { Recipe, RecipeIngredient, RecipeStep } from '../../../api/recipes/get-recipe';

/** A recipe being edited: every ingredient and step has a stable id for reordering and links. */
export type RecipeDraft = Recipe;

const newId = () => crypto.randomUUID();

export function newIngredient(overrides: Partial<RecipeIngredient> = {}): RecipeIngredient {
  return {
    referenceId: newId(),
    quantity: 0,
    maxQuantity: null,
    unit: null,
    food: null,
    note: '',
    title: '',
    display: '',
    disableAmount: false,
    isFood: true,
    originalText: null,
    ...overrides,
  } as RecipeIngredient;
}

export function newStep(overrides: Partial<RecipeStep> = {}): RecipeStep {
  return { id: newId(), title: '', summary: '', text: '', ingredientReferences: [], ...overrides } as RecipeStep;
}

/** A deep copy of the recipe with ids filled in where the server left them empty. */
export function toDraft(recipe: Recipe): RecipeDraft {
  const copy = structuredClone(recipe);
  copy.recipeIngredient = (copy.recipeIngredient ?? []).map((ingredient) => ({
    ...ingredient,
    referenceId: ingredient.referenceId || newId(),
  }));
  copy.recipeInstructions = (copy.recipeInstructions ?? []).map((step) => ({ ...step, id: step.id || newId() }));
  copy.notes = copy.notes ?? [];
  return copy;
}
