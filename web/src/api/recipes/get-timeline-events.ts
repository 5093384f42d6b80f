import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { recipeKeys } from './keys';

export type TimelinePage = ApiResponse<'/api/recipes/timeline/events', 'get'>;
export type TimelineEvent = TimelinePage['items'][number];

const PER_PAGE = 32;

export interface TimelineQuery {
  queryFilter?: string;
  orderDirection: 'asc' | 'desc';
}

/** `GET /api/recipes/timeline/events`, by event time. */
export async function getTimelineEvents(page: number, { queryFilter, orderDirection }: TimelineQuery): Promise<TimelinePage> {
  return unwrap(
    await apiClient.GET('/api/recipes/timeline/events', {
      params: { query: { page, perPage: PER_PAGE, orderBy: 'timestamp', orderDirection, queryFilter } },
    }),
  );
}

const nextPage = (lastPage: TimelinePage, _all: unknown, lastParam: number) =>
  lastPage.items.length < PER_PAGE ? undefined : lastParam + 1;

/** The group-wide timeline. */
export function timelineEventsInfiniteQueryOptions(query: TimelineQuery) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.timeline(query),
    queryFn: ({ pageParam }) => getTimelineEvents(pageParam, query),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useTimelineEvents(query: TimelineQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...timelineEventsInfiniteQueryOptions(query), enabled });
}

/** One recipe's timeline, newest first. */
export function recipeTimelineInfiniteQueryOptions(recipeId: string) {
  const query: TimelineQuery = { orderDirection: 'desc', queryFilter: `recipe_id="${recipeId}"` };
  return infiniteQueryOptions({
    queryKey: recipeKeys.recipeTimeline(recipeId),
    queryFn: ({ pageParam }) => getTimelineEvents(pageParam, query),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useRecipeTimeline(recipeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...recipeTimelineInfiniteQueryOptions(recipeId), enabled });
}
