import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type CookbookDetail = ApiResponse<'/api/households/cookbooks/{itemId}', 'get'>;

/** One cookbook by slug or id; its recipes come from `GET /api/recipes?cookbook=` instead. */
export async function getCookbook(slug: string): Promise<CookbookDetail> {
  return unwrap(await apiClient.GET('/api/households/cookbooks/{itemId}', { params: { path: { itemId: slug } } }));
}

export const cookbookDetailsQueryKey = ['cookbooks', 'detail'] as const;

export function getCookbookQueryOptions(slug: string) {
  return queryOptions({ queryKey: [...cookbookDetailsQueryKey, slug], queryFn: () => getCookbook(slug) });
}

export function useCookbook(slug: string) {
  return useQuery(getCookbookQueryOptions(slug));
}
