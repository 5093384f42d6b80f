import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

/** What the caller may do with one recipe, as the server's rule decides (domain.md §2.2). */
export interface RecipePermissions {
  canEdit: boolean;
  canDelete: boolean;
  canLock: boolean;
}

/** `GET /api/recipes/{slug}/permissions`: signed-in callers only. */
export async function getRecipePermissions(slug: string): Promise<RecipePermissions> {
  return unwrap(await apiClient.GET('/api/recipes/{slug}/permissions', { params: { path: { slug } } }));
}

export function recipePermissionsQueryOptions(slug: string) {
  return queryOptions({ queryKey: recipeKeys.permissions(slug), queryFn: () => getRecipePermissions(slug) });
}

export function useRecipePermissions(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recipePermissionsQueryOptions(slug), enabled });
}
