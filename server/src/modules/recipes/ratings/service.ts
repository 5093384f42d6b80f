import { requireAccess } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { toBool } from '../../../platform/time.js';
import { withTransaction } from '../../../platform/transactions.js';
import type { RecipesService } from '../service.js';
import { findUserInGroup, listUserRatings, type RatingRow, recomputeRecipeRating, upsertRating } from './queries.js';
import type { UserRatingOut, UserRatingSummary, UserRatingUpdate } from './schemas.js';

const toSummary = (row: RatingRow): UserRatingSummary => ({
  recipeId: row.recipe_id,
  rating: row.rating === null ? null : Number(row.rating),
  isFavorite: toBool(row.is_favorite),
});
const toOut = (row: RatingRow): UserRatingOut => ({ ...toSummary(row), userId: row.user_id, id: row.id });

/** Per-user ratings and favourites (one `users_to_recipes` row per user and recipe). */
export function createRatingsService(deps: Deps, recipes: Pick<RecipesService, 'getRecipeRow'>) {
  const { db } = deps;

  /** Another group's user answers 404, like a missing one. */
  async function userInGroup(auth: AuthContext, userId: string) {
    const user = await findUserInGroup(db, auth, userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Self or an administrator may change a user's ratings; the recipe must be in the caller's group. */
  async function change(auth: AuthContext, userId: string, slugOrId: string, input: { rating?: number | null; isFavorite?: boolean }) {
    requireAccess(auth, 'user.edit', { id: userId });
    await userInGroup(auth, userId);
    const recipe = await recipes.getRecipeRow(auth, slugOrId);
    await withTransaction(db, async (trx) => {
      await upsertRating(trx, userId, recipe.id, input);
      if (input.rating !== undefined) await recomputeRecipeRating(trx, recipe.id);
    });
  }

  return {
    async listOwnRatings(auth: AuthContext, favoritesOnly = false) {
      const rows = await listUserRatings(db, auth, auth.userId, { favoritesOnly });
      return { ratings: rows.map(toSummary) };
    },

    async getOwnRating(auth: AuthContext, recipeId: string): Promise<UserRatingSummary> {
      const [row] = await listUserRatings(db, auth, auth.userId, { recipeId });
      if (!row) throw notFound('User has not rated this recipe');
      return toSummary(row);
    },

    async listUserRatings(auth: AuthContext, userId: string, favoritesOnly = false) {
      await userInGroup(auth, userId);
      const rows = await listUserRatings(db, auth, userId, { favoritesOnly });
      return { ratings: rows.map(toOut) };
    },

    setRating(auth: AuthContext, userId: string, slugOrId: string, input: UserRatingUpdate) {
      return change(auth, userId, slugOrId, {
        rating: input.rating === null ? undefined : input.rating,
        isFavorite: input.isFavorite ?? undefined,
      });
    },

    setFavorite(auth: AuthContext, userId: string, slugOrId: string, isFavorite: boolean) {
      return change(auth, userId, slugOrId, { isFavorite });
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
