import { sql } from 'kysely';
import { inGroup, type Tenant } from '../../../platform/access.js';
import { nowIso } from '../../../platform/time.js';
import type { Db } from '../../../platform/transactions.js';

/** A user's rating rows, limited to recipes of one group (a user moved between groups leaves old rows behind). */
export function listUserRatings(db: Db, tenant: Tenant, userId: string, options: { favoritesOnly?: boolean; recipeId?: string } = {}) {
  let query = db
    .selectFrom('users_to_recipes')
    .innerJoin('recipes', 'recipes.id', 'users_to_recipes.recipe_id')
    .select([
      'users_to_recipes.id',
      'users_to_recipes.user_id',
      'users_to_recipes.recipe_id',
      'users_to_recipes.rating',
      'users_to_recipes.is_favorite',
    ])
    .where('users_to_recipes.user_id', '=', userId)
    .$call(inGroup(tenant, 'recipes.group_id'));
  if (options.favoritesOnly) query = query.where('users_to_recipes.is_favorite', '=', true);
  if (options.recipeId) query = query.where('users_to_recipes.recipe_id', '=', options.recipeId);
  return query.orderBy('users_to_recipes.created_at').orderBy('users_to_recipes.id').execute();
}

export type RatingRow = Awaited<ReturnType<typeof listUserRatings>>[number];

export const findUserInGroup = (db: Db, tenant: Tenant, userId: string) =>
  db.selectFrom('users').select(['id', 'group_id', 'household_id']).where('id', '=', userId).$call(inGroup(tenant)).executeTakeFirst();

/** Inserts or updates one user's row for a recipe; only the fields given change on an existing row. */
export async function upsertRating(
  db: Db,
  userId: string,
  recipeId: string,
  change: { rating?: number | null; isFavorite?: boolean },
): Promise<void> {
  const now = nowIso();
  const update: { update_at: string; rating?: number | null; is_favorite?: boolean } = { update_at: now };
  if (change.rating !== undefined) update.rating = change.rating;
  if (change.isFavorite !== undefined) update.is_favorite = change.isFavorite;
  await db
    .insertInto('users_to_recipes')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      recipe_id: recipeId,
      rating: change.rating ?? null,
      is_favorite: change.isFavorite ?? false,
      created_at: now,
      update_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doUpdateSet(update))
    .execute();
}

/** `recipes.rating` is the average of the ratings above 0, or null when there is none (domain.md §3.5). */
export async function recomputeRecipeRating(db: Db, recipeId: string): Promise<void> {
  const row = await db
    .selectFrom('users_to_recipes')
    .select(sql<number | null>`avg(rating)`.as('average'))
    .where('recipe_id', '=', recipeId)
    .where('rating', '>', 0)
    .executeTakeFirst();
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  await db.updateTable('recipes').set({ rating: average }).where('id', '=', recipeId).execute();
}
