import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from '../recipes/keys';
import { ratingKeys } from './keys';

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

// The recipe's average rating changes with it, on its page and on the cards.
export function useRateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<RateRecipeInput, void> } = {}) {
  return useApiMutation(rateRecipe, ({ slug }) => [ratingKeys.all, recipeKeys.detail(slug), recipeKeys.lists()], mutationConfig);
}
