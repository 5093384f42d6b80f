import crypto from 'node:crypto';
import { badRequest } from '../../platform/errors.js';
import { slugify } from '../../platform/slug.js';
import { nowIso } from '../../platform/time.js';
import { type Db, groupNameOrSlugTaken, householdNameOrSlugTaken } from './queries.js';

/**
 * Creating groups and households, shared by first start, registration and the admin API.
 * A name that is taken is retried as "Name (1)", "Name (2)" … as Mealie does.
 */
const MAX_RENAMES = 10;

async function freeName(taken: (name: string, slug: string) => Promise<boolean>, name: string) {
  for (let i = 0; i <= MAX_RENAMES; i++) {
    const candidate = i === 0 ? name : `${name} (${i})`;
    const slug = slugify(candidate);
    if (!slug) throw badRequest('Name must contain at least one letter or digit');
    if (!(await taken(candidate, slug))) return { name: candidate, slug };
  }
  throw badRequest(`A group or household named "${name}" already exists`);
}

export interface HouseholdPreferencesInput {
  privateHousehold: boolean;
  lockRecipeEditsFromOtherHouseholds: boolean;
  firstDayOfWeek: number;
  recipePublic: boolean;
  recipeShowNutrition: boolean;
  recipeShowAssets: boolean;
  recipeLandscapeView: boolean;
  recipeDisableComments: boolean;
  recipeDisableAmount: boolean;
}

export const defaultHouseholdPreferences = (privateHousehold: boolean): HouseholdPreferencesInput => ({
  privateHousehold,
  lockRecipeEditsFromOtherHouseholds: true,
  firstDayOfWeek: 0,
  recipePublic: !privateHousehold,
  recipeShowNutrition: false,
  recipeShowAssets: false,
  recipeLandscapeView: false,
  recipeDisableComments: false,
  recipeDisableAmount: true,
});

export const householdPreferenceColumns = (p: HouseholdPreferencesInput) => ({
  private_household: p.privateHousehold,
  lock_recipe_edits_from_other_households: p.lockRecipeEditsFromOtherHouseholds,
  first_day_of_week: p.firstDayOfWeek,
  recipe_public: p.recipePublic,
  recipe_show_nutrition: p.recipeShowNutrition,
  recipe_show_assets: p.recipeShowAssets,
  recipe_landscape_view: p.recipeLandscapeView,
  recipe_disable_comments: p.recipeDisableComments,
  recipe_disable_amount: p.recipeDisableAmount,
});

export async function createHousehold(
  db: Db,
  groupId: string,
  name: string,
  preferences: HouseholdPreferencesInput,
): Promise<{ id: string; name: string; slug: string }> {
  const free = await freeName((n, s) => householdNameOrSlugTaken(db, groupId, n, s), name.trim());
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('households')
    .values({ id, group_id: groupId, ...free, created_at: now, update_at: now })
    .execute();
  await db
    .insertInto('household_preferences')
    .values({ id: crypto.randomUUID(), household_id: id, ...householdPreferenceColumns(preferences), created_at: now, update_at: now })
    .execute();
  return { id, ...free };
}

/** A new group with its preferences and its default household (privacy copied from the group). */
export async function createGroup(
  db: Db,
  name: string,
  privateGroup: boolean,
  defaultHouseholdName: string,
): Promise<{ id: string; name: string; slug: string; household: { id: string; name: string; slug: string } }> {
  const free = await freeName((n, s) => groupNameOrSlugTaken(db, n, s), name.trim());
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('groups')
    .values({ id, ...free, created_at: now, update_at: now })
    .execute();
  await db
    .insertInto('group_preferences')
    .values({ id: crypto.randomUUID(), group_id: id, private_group: privateGroup, created_at: now, update_at: now })
    .execute();
  const household = await createHousehold(db, id, defaultHouseholdName, defaultHouseholdPreferences(privateGroup));
  return { id, ...free, household };
}
