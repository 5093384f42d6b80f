import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { cookbookKeys } from './keys';

export type CookbookDetail = ApiResponse<'/api/households/cookbooks/{itemId}', 'get'>;

/** One cookbook by slug or id; its recipes come from `GET /api/recipes?cookbook=` instead. */
export async function getCookbook(slug: string): Promise<CookbookDetail> {
  return unwrap(await apiClient.GET('/api/households/cookbooks/{itemId}', { params: { path: { itemId: slug } } }));
}

export function cookbookQueryOptions(slug: string) {
  return queryOptions({ queryKey: cookbookKeys.detail(slug), queryFn: () => getCookbook(slug) });
}

export function useCookbook(slug: string) {
  return useQuery(cookbookQueryOptions(slug));
}
