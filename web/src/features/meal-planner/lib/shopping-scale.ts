import type { PlanEntry } from '../../../api/mealplans/types';

/** A planned recipe for the "Add to shopping list" dialog: the recipe and how many times. */
export interface PlannedRecipe {
  recipe: { id: string; slug: string; name: string };
  scale: number;
}

type ShoppableEntry = Pick<PlanEntry, 'servings'> & {
  recipe: { id: string; slug: string; name: string; recipeServings?: number | null } | null;
};

/** An entry's servings over the recipe's own, when both are set and positive; 1 otherwise. */
export function entryScale(entry: ShoppableEntry): number {
  const servings = entry.servings ?? 0;
  const recipeServings = entry.recipe?.recipeServings ?? 0;
  return servings > 0 && recipeServings > 0 ? servings / recipeServings : 1;
}

/**
 * The recipes of some plan entries (note-only entries have none), each once with the scales of
 * its entries added: Monday's and Thursday's curry make one recipe at scale 2.
 */
export function plannedRecipes(entries: readonly ShoppableEntry[]): PlannedRecipe[] {
  const byId = new Map<string, PlannedRecipe>();
  for (const entry of entries) {
    if (!entry.recipe) continue;
    const { id, slug, name } = entry.recipe;
    const seen = byId.get(id);
    byId.set(id, { recipe: { id, slug, name }, scale: (seen?.scale ?? 0) + entryScale(entry) });
  }
  return [...byId.values()];
}
