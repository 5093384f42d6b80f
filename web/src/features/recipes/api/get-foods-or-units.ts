import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';

export type Food = ApiResponse<'/api/foods', 'get'>['items'][number];
export type Unit = ApiResponse<'/api/units', 'get'>['items'][number];
export type FoodOrUnitKind = 'foods' | 'units';

const PICKER_PAGE = 30;

/** `GET /api/foods` or `GET /api/units` matching a search text, for the editor's pickers. */
export async function searchFoodsOrUnits(kind: FoodOrUnitKind, search: string): Promise<(Food | Unit)[]> {
  const query = { search: search || undefined, perPage: PICKER_PAGE, orderBy: 'name', orderDirection: 'asc' as const };
  if (kind === 'foods') return unwrap(await apiClient.GET('/api/foods', { params: { query } })).items;
  return unwrap(await apiClient.GET('/api/units', { params: { query } })).items;
}

export function searchFoodsOrUnitsQueryOptions(kind: FoodOrUnitKind, search: string) {
  return queryOptions({ queryKey: ['recipes', kind, search], queryFn: () => searchFoodsOrUnits(kind, search) });
}

export function useFoodsOrUnits(kind: FoodOrUnitKind, search: string, { enabled = true } = {}) {
  return useQuery({ ...searchFoodsOrUnitsQueryOptions(kind, search), enabled });
}
