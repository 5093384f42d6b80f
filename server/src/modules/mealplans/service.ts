import type { Deps } from '../../platform/deps.js';
import type { RecipesService } from '../recipes/service.js';
import { createPlanEntriesService } from './entries.service.js';
import { createMealPlanFeedService } from './feed.service.js';
import { createPlanRulesService } from './rules.service.js';

/** Meal plans: the household's entries, its random-meal rules and its calendar feed (reference/api.md §4.6). */
export function createMealPlansService(
  deps: Deps,
  recipes: Pick<RecipesService, 'recipeSummaries' | 'listRecipes' | 'queryFilterProblem'>,
) {
  const rules = createPlanRulesService(deps, recipes);
  const entries = createPlanEntriesService(deps, recipes, rules);
  const feed = createMealPlanFeedService(deps, recipes);
  return { ...entries, ...rules, ...feed };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
