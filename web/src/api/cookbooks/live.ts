import type { QueryClient } from '@tanstack/react-query';
import { recipeKeys } from '../recipes/keys';
import { cookbookKeys } from './keys';

/**
 * A cookbook changed on the server (a live event): the list and the details are stale, and on an
 * update or delete so are the recipe lists filtered by a cookbook.
 */
export async function refreshForCookbookEvent(queryClient: QueryClient, operation: 'create' | 'update' | 'delete'): Promise<void> {
  const keys =
    operation === 'create'
      ? [cookbookKeys.list(), cookbookKeys.details()]
      : [cookbookKeys.list(), cookbookKeys.details(), recipeKeys.lists()];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
