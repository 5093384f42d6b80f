import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type RecipeTimelinePage = ApiResponse<'/api/recipes/timeline/events', 'get'>;
export type RecipeTimelineEvent = RecipeTimelinePage['items'][number];

const PER_PAGE = 32;

/** `GET /api/recipes/timeline/events` for one recipe, newest first. */
export async function getRecipeTimeline(recipeId: string, page: number): Promise<RecipeTimelinePage> {
  return unwrap(
    await apiClient.GET('/api/recipes/timeline/events', {
      params: {
        query: { page, perPage: PER_PAGE, orderBy: 'timestamp', orderDirection: 'desc', queryFilter: `recipe_id="${recipeId}"` },
      },
    }),
  );
}

// Under ['recipes', 'timeline'] like the group timeline, so that one invalidation refreshes both.
export function getRecipeTimelineQueryOptions(recipeId: string) {
  return infiniteQueryOptions({
    queryKey: ['recipes', 'timeline', 'recipe', recipeId],
    queryFn: ({ pageParam }) => getRecipeTimeline(recipeId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.items.length < PER_PAGE ? undefined : lastParam + 1),
  });
}

export function useRecipeTimeline(recipeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getRecipeTimelineQueryOptions(recipeId), enabled });
}
