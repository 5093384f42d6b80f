import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type TimelinePage = ApiResponse<'/api/recipes/timeline/events', 'get'>;
export type TimelineEvent = TimelinePage['items'][number];

const PER_PAGE = 32;

export interface TimelineQuery {
  queryFilter?: string;
  orderDirection: 'asc' | 'desc';
}

/** `GET /api/recipes/timeline/events`, group-wide, by event time. */
export async function getTimelineEvents(page: number, { queryFilter, orderDirection }: TimelineQuery): Promise<TimelinePage> {
  return unwrap(
    await apiClient.GET('/api/recipes/timeline/events', {
      params: { query: { page, perPage: PER_PAGE, orderBy: 'timestamp', orderDirection, queryFilter } },
    }),
  );
}

/** Every timeline is cached under this key, a recipe's own (recipes feature) included. */
export const timelinesQueryKey = ['recipes', 'timeline'] as const;

export function getTimelineEventsInfiniteQueryOptions(query: TimelineQuery) {
  return infiniteQueryOptions({
    queryKey: [...timelinesQueryKey, query],
    queryFn: ({ pageParam }) => getTimelineEvents(pageParam, query),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _all, lastParam) => (lastPage.items.length < PER_PAGE ? undefined : lastParam + 1),
  });
}

export function useTimelineEvents(query: TimelineQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getTimelineEventsInfiniteQueryOptions(query), enabled });
}
