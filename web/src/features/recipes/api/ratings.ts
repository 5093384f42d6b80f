import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

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

export interface RateRecipeInput {
  userId: string;
  recipeId: string;
  slug: string;
  /** 0 clears the rating. */
  rating: number;
}

/** `POST /api/users/{id}/ratings/{slug} {rating, isFavorite: null}`. */
export async function rateRecipe({ userId, slug, rating }: RateRecipeInput): Promise<void> {
  await apiClient.POST('/api/users/{id}/ratings/{slug}', {
    params: { path: { id: userId, slug } },
    body: { rating, isFavorite: null },
  });
}

export interface SetFavoriteInput {
  userId: string;
  recipeId: string;
  slug: string;
  favorite: boolean;
}

/** `POST` or `DELETE /api/users/{id}/favorites/{slug}`. */
export async function setFavorite({ userId, slug, favorite }: SetFavoriteInput): Promise<void> {
  const params = { path: { id: userId, slug } };
  if (favorite) await apiClient.POST('/api/users/{id}/favorites/{slug}', { params });
  else await apiClient.DELETE('/api/users/{id}/favorites/{slug}', { params });
}

function useRatingMutation<Input extends { recipeId: string; slug: string }>(
  mutationFn: (input: Input) => Promise<void>,
  mutationConfig?: MutationConfig<(input: Input) => Promise<void>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOwnRatingsQueryOptions().queryKey });
      // The recipe's average rating changes with it.
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn,
  });
}

export function useRateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof rateRecipe> } = {}) {
  return useRatingMutation(rateRecipe, mutationConfig);
}

export function useSetFavorite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setFavorite> } = {}) {
  return useRatingMutation(setFavorite, mutationConfig);
}
