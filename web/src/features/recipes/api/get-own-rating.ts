import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';

export interface OwnRating {
  rating: number | null;
  isFavorite: boolean;
}

/**
 * `GET /api/users/self/ratings`: all of the caller's ratings, read whole because the per-recipe
 * route answers 404 for an unrated recipe. The key is shared app-wide, so favourites shown on
 * recipe cards follow changes made here.
 */
export async function getOwnRatings() {
  return unwrap(await apiClient.GET('/api/users/self/ratings')).ratings;
}

export function getOwnRatingsQueryOptions() {
  return queryOptions({ queryKey: ['users', 'self', 'ratings'], queryFn: getOwnRatings });
}

/** The caller's rating and favourite flag for one recipe. */
export function useOwnRating(recipeId: string, { enabled = true } = {}) {
  return useQuery({
    ...getOwnRatingsQueryOptions(),
    enabled,
    select: (ratings): OwnRating => {
      const own = ratings.find((rating) => rating.recipeId === recipeId);
      return { rating: own?.rating ?? null, isFavorite: own?.isFavorite === true };
    },
  });
}
