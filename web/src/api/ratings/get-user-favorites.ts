import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { ratingKeys } from './keys';

/** Ids of the recipes a user marked favourite (`GET /api/users/{id}/favorites`). */
export async function getUserFavoriteIds(userId: string): Promise<string[]> {
  const body = unwrap(await apiClient.GET('/api/users/{id}/favorites', { params: { path: { id: userId } } }));
  return body.ratings.filter((rating) => rating.isFavorite).map((rating) => rating.recipeId);
}

export function userFavoriteIdsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ratingKeys.favorites(userId), queryFn: () => getUserFavoriteIds(userId) });
}

export function useUserFavoriteIds(userId: string) {
  return useQuery(userFavoriteIdsQueryOptions(userId));
}
