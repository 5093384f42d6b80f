/**
 * "What can I cook": ranks recipes by how many of their ingredient foods and tools the cook
 * lacks (screens.md §3.11). Pure, so the page can rerank instantly as the selection changes.
 */
export interface NamedItem {
  id: string;
  name: string;
}

export interface FinderRecipe {
  id: string;
  slug: string;
  name: string;
  foods: NamedItem[];
  tools: NamedItem[];
}

export interface FinderMatch<R extends FinderRecipe = FinderRecipe> {
  recipe: R;
  missingFoods: NamedItem[];
  missingTools: NamedItem[];
  /** How many of the recipe's foods the cook has. */
  matchedFoods: number;
}

export interface FinderOptions {
  maxMissingFoods?: number;
  maxMissingTools?: number;
}

function uniqueById(items: readonly NamedItem[]): NamedItem[] {
  const seen = new Map<string, NamedItem>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

/**
 * Fewest missing foods first, then fewest missing tools, then most foods used, then name.
 * Recipes that use none of the chosen foods are left out: they answer a different question.
 */
export function rankRecipes<R extends FinderRecipe>(
  recipes: readonly R[],
  haveFoodIds: ReadonlySet<string>,
  haveToolIds: ReadonlySet<string>,
  options: FinderOptions = {},
): FinderMatch<R>[] {
  const matches: FinderMatch<R>[] = [];
  for (const recipe of recipes) {
    const foods = uniqueById(recipe.foods);
    const tools = uniqueById(recipe.tools);
    const missingFoods = foods.filter((food) => !haveFoodIds.has(food.id));
    const missingTools = tools.filter((tool) => !haveToolIds.has(tool.id));
    const matchedFoods = foods.length - missingFoods.length;
    if (matchedFoods === 0) continue;
    if (options.maxMissingFoods !== undefined && missingFoods.length > options.maxMissingFoods) continue;
    if (options.maxMissingTools !== undefined && missingTools.length > options.maxMissingTools) continue;
    matches.push({ recipe, missingFoods, missingTools, matchedFoods });
  }
  return matches.sort(
    (a, b) =>
      a.missingFoods.length - b.missingFoods.length ||
      a.missingTools.length - b.missingTools.length ||
      b.matchedFoods - a.matchedFoods ||
      a.recipe.name.localeCompare(b.recipe.name),
  );
}
