import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getSelfRatingsQueryOptions } from './get-favorites';
import { getUserFavoriteIdsQueryOptions } from './get-user-favorites';

export interface ToggleFavoriteInput {
  userId: string;
  recipeSlug: string;
  favorite: boolean;
}

/** `POST` or `DELETE /api/users/{id}/favorites/{slug}`. */
export async function toggleFavorite({ userId, recipeSlug, favorite }: ToggleFavoriteInput): Promise<void> {
  const params = { path: { id: userId, slug: recipeSlug } };
  if (favorite) await apiClient.POST('/api/users/{id}/favorites/{slug}', { params });
  else await apiClient.DELETE('/api/users/{id}/favorites/{slug}', { params });
}

export function useToggleFavorite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof toggleFavorite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getSelfRatingsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: getUserFavoriteIdsQueryOptions(args[1].userId).queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: toggleFavorite,
  });
}
