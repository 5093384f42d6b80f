import type { RecipeIngredientToAdd, RecipeToAdd } from '../../../api/shopping-lists/add-recipes-to-list';
import { type DisplayableIngredient, ingredientText } from '../../../lib/ingredients/ingredient-display';

/** The parts of a recipe ingredient the dialog shows and sends. */
export interface ChoosableIngredient extends DisplayableIngredient {
  title?: string | null;
  note?: string | null;
  quantity?: number | null;
  food?: (NonNullable<DisplayableIngredient['food']> & { id?: string | null; onHand?: boolean | null }) | null;
  unit?: (NonNullable<DisplayableIngredient['unit']> & { id?: string | null }) | null;
  referenceId?: string | null;
}

export interface ChoosableRecipe {
  id: string;
  name: string;
  recipeIngredient?: ChoosableIngredient[] | null;
  settings?: { disableAmount?: boolean | null } | null;
}

/** One recipe to add and how many times (the page's servings scale; 1 from a card). */
export interface RecipeEntry<R extends ChoosableRecipe = ChoosableRecipe> {
  recipe: R;
  scale: number;
}

export interface IngredientChoice {
  /** Unique within the dialog: recipe id and the ingredient's position in the recipe. */
  key: string;
  ingredient: ChoosableIngredient;
  /** The display text at the recipe's scale; also the checkbox's name. */
  text: string;
  onHand: boolean;
}

export interface IngredientSection {
  /** The ingredient title that opened the section; '' before the first title. */
  title: string;
  choices: IngredientChoice[];
}

export interface RecipeChoices {
  recipeId: string;
  name: string;
  scale: number;
  sections: IngredientSection[];
}

/**
 * The dialog's second step (screens.md §3.3): one block per recipe (a recipe given twice, as a
 * planner day may, counts once with the scales added, as Mealie's dialog does), its ingredients
 * in sections by title, amounts scaled, and foods the household has on hand moved to the end of
 * their section.
 */
export function recipeChoices(entries: readonly RecipeEntry[]): RecipeChoices[] {
  const byRecipe = new Map<string, RecipeEntry>();
  for (const entry of entries) {
    const seen = byRecipe.get(entry.recipe.id);
    byRecipe.set(entry.recipe.id, seen ? { recipe: seen.recipe, scale: seen.scale + entry.scale } : entry);
  }
  return [...byRecipe.values()].map(({ recipe, scale }) => ({
    recipeId: recipe.id,
    name: recipe.name,
    scale,
    sections: sectionsOf(recipe, scale),
  }));
}

function sectionsOf(recipe: ChoosableRecipe, scale: number): IngredientSection[] {
  const disableAmount = recipe.settings?.disableAmount === true;
  const sections: IngredientSection[] = [];
  (recipe.recipeIngredient ?? []).forEach((ingredient, index) => {
    const title = ingredient.title?.trim() ?? '';
    let section = sections.at(-1);
    if (!section || title !== '') {
      section = { title, choices: [] };
      sections.push(section);
    }
    section.choices.push({
      key: `${recipe.id}:${index}`,
      ingredient,
      text: ingredientText(ingredient, { scale, disableAmount }),
      onHand: ingredient.food?.onHand === true,
    });
  });
  // A stable sort: on-hand foods go last, each group keeping the recipe's order.
  return sections.map((section) => ({ ...section, choices: [...section.choices].sort((a, b) => Number(a.onHand) - Number(b.onHand)) }));
}

/** Every ingredient key, for "check all". */
export function allKeys(recipes: readonly RecipeChoices[]): string[] {
  return recipes.flatMap((recipe) => recipe.sections.flatMap((section) => section.choices.map((choice) => choice.key)));
}

/** What starts ticked: everything but the foods flagged on hand. */
export function initialTicks(recipes: readonly RecipeChoices[]): Set<string> {
  return new Set(
    recipes.flatMap((recipe) => recipe.sections.flatMap((section) => section.choices.filter((c) => !c.onHand).map((c) => c.key))),
  );
}

function toPayload(ingredient: ChoosableIngredient): RecipeIngredientToAdd {
  return {
    // Sent unscaled: the server multiplies by recipeIncrementQuantity. null (not a missing
    // field, which Mealie reads as 1) for a line without an amount.
    quantity: ingredient.quantity ?? null,
    unit: ingredient.unit?.id ? { id: ingredient.unit.id, name: ingredient.unit.name } : null,
    food: ingredient.food?.id ? { id: ingredient.food.id, name: ingredient.food.name } : null,
    note: ingredient.note ?? null,
    title: ingredient.title ?? null,
    referenceId: ingredient.referenceId ?? null,
  };
}

/** The bulk request's body: each recipe with at least one ticked ingredient, at its scale. */
export function recipesToAdd(recipes: readonly RecipeChoices[], ticked: ReadonlySet<string>): RecipeToAdd[] {
  return recipes.flatMap((recipe) => {
    const chosen = recipe.sections.flatMap((section) => section.choices.filter((choice) => ticked.has(choice.key)));
    if (chosen.length === 0) return [];
    return [
      { recipeId: recipe.recipeId, recipeIncrementQuantity: recipe.scale, recipeIngredients: chosen.map((c) => toPayload(c.ingredient)) },
    ];
  });
}
