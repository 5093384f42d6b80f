import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getOwnRatingsQueryOptions } from './get-own-rating';

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

export function useRateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof rateRecipe> } = {}) {
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
    mutationFn: rateRecipe,
  });
}
