import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { ratingKeys } from './keys';

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

// Recipe lists do not carry favourites: the hearts and the favourites page read the ratings.
export function useSetFavorite({ mutationConfig }: { mutationConfig?: MutationConfig<SetFavoriteInput, void> } = {}) {
  return useApiMutation(setFavorite, [ratingKeys.all], mutationConfig);
}
