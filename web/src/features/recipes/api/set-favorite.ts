import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getOwnRatingsQueryOptions } from './get-own-rating';

export interface SetFavoriteInput {
  userId: string;
  slug: string;
  favorite: boolean;
}

/** `POST` or `DELETE /api/users/{id}/favorites/{slug}`. */
export async function setFavorite({ userId, slug, favorite }: SetFavoriteInput): Promise<void> {
  const params = { path: { id: userId, slug } };
  if (favorite) await apiClient.POST('/api/users/{id}/favorites/{slug}', { params });
  else await apiClient.DELETE('/api/users/{id}/favorites/{slug}', { params });
}

export function useSetFavorite({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setFavorite> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOwnRatingsQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: setFavorite,
  });
}
