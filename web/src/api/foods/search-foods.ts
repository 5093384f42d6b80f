import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { Food } from './get-foods';
import { foodKeys } from './keys';

/** How many matches a picker shows. */
export const PICKER_PAGE = 30;

/** `GET /api/foods?search=…`: the foods matching a text, by name, for the recipe editor's picker. */
export async function searchFoods(term: string): Promise<Food[]> {
  const query = { search: term || undefined, perPage: PICKER_PAGE, orderBy: 'name', orderDirection: 'asc' as const };
  return unwrap(await apiClient.GET('/api/foods', { params: { query } })).items;
}

export function searchFoodsQueryOptions(term: string) {
  return queryOptions({ queryKey: foodKeys.search(term), queryFn: () => searchFoods(term) });
}

export function useSearchFoods(term: string, { enabled = true } = {}) {
  return useQuery({ ...searchFoodsQueryOptions(term), enabled });
}
