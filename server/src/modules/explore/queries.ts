import { bySlugOrId, type Db, householdsWithPreferences } from '../groups/queries.js';

/** A group that is not private, by slug or id. */
export const findPublicGroup = (db: Db, slugOrId: string) =>
  db
    .selectFrom('groups')
    .innerJoin('group_preferences', 'group_preferences.group_id', 'groups.id')
    .select(['groups.id', 'groups.slug'])
    .where(bySlugOrId(slugOrId, 'groups.slug', 'groups.id'))
    .where('group_preferences.private_group', '=', false)
    .executeTakeFirst();

/** The group's households that are not private. */
export const publicHouseholds = (db: Db, groupId: string) =>
  householdsWithPreferences(db).where('households.group_id', '=', groupId).where('household_preferences.private_household', '=', false);

export const findPublicHousehold = (db: Db, groupId: string, slugOrId: string) =>
  publicHouseholds(db, groupId)
    .where(bySlugOrId(slugOrId, 'households.slug', 'households.id'))
    .executeTakeFirst();

/** A recipe of the group by slug, only when it is public and its household is not private. */
export const findPublicRecipe = (db: Db, groupId: string, slug: string) =>
  db
    .selectFrom('recipes')
    .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
    .innerJoin('household_preferences as hp', 'hp.household_id', 'owner.household_id')
    .innerJoin('recipe_settings as rs', 'rs.recipe_id', 'recipes.id')
    .selectAll('recipes')
    .select('owner.household_id')
    .where('recipes.group_id', '=', groupId)
    .where('recipes.slug', '=', slug)
    .where('rs.public', '=', true)
    .where('hp.private_household', '=', false)
    .executeTakeFirst();
