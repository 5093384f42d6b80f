import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { PICKER_PAGE } from '../foods/search-foods';
import { unwrap } from '../unwrap';
import type { Unit } from './get-units';
import { unitKeys } from './keys';

/** `GET /api/units?search=…`: the units matching a text, by name, for the recipe editor's picker. */
export async function searchUnits(term: string): Promise<Unit[]> {
  const query = { search: term || undefined, perPage: PICKER_PAGE, orderBy: 'name', orderDirection: 'asc' as const };
  return unwrap(await apiClient.GET('/api/units', { params: { query } })).items;
}

export function searchUnitsQueryOptions(term: string) {
  return queryOptions({ queryKey: unitKeys.search(term), queryFn: () => searchUnits(term) });
}

export function useSearchUnits(term: string, { enabled = true } = {}) {
  return useQuery({ ...searchUnitsQueryOptions(term), enabled });
}
