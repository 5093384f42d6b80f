import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';

/** Ids of the recipes a user marked favourite (`GET /api/users/{id}/favorites`). */
export async function getUserFavoriteIds(userId: string): Promise<string[]> {
  const body = unwrap(await apiClient.GET('/api/users/{id}/favorites', { params: { path: { id: userId } } }));
  return body.ratings.filter((rating) => rating.isFavorite).map((rating) => rating.recipeId);
}

export function getUserFavoriteIdsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['users', userId, 'favorites'], queryFn: () => getUserFavoriteIds(userId) });
}

export function useUserFavoriteIds(userId: string) {
  return useQuery(getUserFavoriteIdsQueryOptions(userId));
}
