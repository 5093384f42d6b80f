import { systemTenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import type { RecipesService } from '../recipes/service.js';
import type { TimelineService } from '../recipes/timeline/service.js';
import { createPlanEntriesService, todayUtc } from './entries.service.js';
import { createMealPlanFeedService } from './feed.service.js';
import { plannedRecipesOnAnyHousehold } from './queries.js';
import { createPlanRulesService } from './rules.service.js';

/** Rule 15's daily run, at Mealie's default daily time (UTC here). */
export const MEALPLAN_TIMELINE_JOB = 'mealplan-timeline';
export const MEALPLAN_TIMELINE_SCHEDULE = '45 23 * * *';

/** "Ann made this for dinner", "… made this as a side" (Mealie's wording). */
const madeThis = (name: string, entryType: string) => `${name} made this ${entryType === 'side' ? 'as a side' : `for ${entryType}`}`;

/** Meal plans: the household's entries, its random-meal rules and its calendar feed (reference/api.md §4.6). */
export function createMealPlansService(
  deps: Deps,
  recipes: Pick<RecipesService, 'recipeSummaries' | 'listRecipes' | 'requireValidFilter'>,
  timeline: Pick<TimelineService, 'recordPlannedMeal'>,
) {
  const rules = createPlanRulesService(deps, recipes);
  const entries = createPlanEntriesService(deps, recipes, rules);
  const feed = createMealPlanFeedService(deps, recipes);
  return {
    ...entries,
    ...rules,
    ...feed,

    /**
     * Rule 15: each of the day's planned recipes gets an `info` timeline record "<name> made this
     * for <meal>" by the entry's owner, once, and its `last_made` raised. Answers how many were new.
     */
    async recordPlannedMeals(day = todayUtc()): Promise<number> {
      let recorded = 0;
      for (const entry of await plannedRecipesOnAnyHousehold(deps.db, day)) {
        const made = await timeline.recordPlannedMeal(systemTenant(entry.group_id, entry.household_id), {
          recipeId: entry.recipe_id!,
          userId: entry.user_id,
          subject: madeThis(entry.full_name || entry.username, entry.entry_type),
          day,
        });
        if (made) recorded++;
      }
      return recorded;
    },
  };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
