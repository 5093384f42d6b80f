import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { ratingKeys } from './keys';

export type SelfRatings = ApiResponse<'/api/users/self/ratings', 'get'>;
export type SelfRating = SelfRatings['ratings'][number];

export interface OwnRating {
  rating: number | null;
  isFavorite: boolean;
}

/**
 * `GET /api/users/self/ratings`: all of the caller's ratings and favourites, read whole because the
 * per-recipe route answers 404 for an unrated recipe. Cached as the server sends it; the hooks
 * below derive what they show with `select`.
 */
export async function getSelfRatings(): Promise<SelfRatings> {
  return unwrap(await apiClient.GET('/api/users/self/ratings'));
}

export function selfRatingsQueryOptions() {
  return queryOptions({ queryKey: ratingKeys.self(), queryFn: getSelfRatings });
}

const favoriteIds = (data: SelfRatings): Set<string> =>
  new Set(data.ratings.filter((rating) => rating.isFavorite).map((rating) => rating.recipeId));

/** Ids of the recipes the caller marked favourite, for the hearts on recipe cards. */
export function useFavoriteRecipeIds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...selfRatingsQueryOptions(), enabled, select: favoriteIds });
}

/** The caller's rating and favourite flag for one recipe. */
export function useOwnRating(recipeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...selfRatingsQueryOptions(),
    enabled,
    select: (data): OwnRating => {
      const own = data.ratings.find((rating) => rating.recipeId === recipeId);
      return { rating: own?.rating ?? null, isFavorite: own?.isFavorite === true };
    },
  });
}
