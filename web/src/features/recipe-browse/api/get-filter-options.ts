import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { FilterKind } from '../lib/browse-filters';

export interface FilterOption {
  id: string;
  name: string;
  slug?: string;
  /** Foods and tools: flagged as always in the kitchen. */
  onHand?: boolean;
}

const all = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

const toOptions = (items: readonly { id?: string | null; name: string; slug?: string; onHand?: boolean }[]): FilterOption[] =>
  items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name, slug: item.slug, onHand: item.onHand }] : []));

/** Every choice of one explorer filter, by name (screens.md §3.1 "Data for filters"). */
export async function getFilterOptions(kind: FilterKind): Promise<FilterOption[]> {
  const query = { params: { query: all } };
  switch (kind) {
    case 'categories':
      return toOptions(unwrap(await apiClient.GET('/api/organizers/categories', query)).items);
    case 'tags':
      return toOptions(unwrap(await apiClient.GET('/api/organizers/tags', query)).items);
    case 'tools':
      return toOptions(unwrap(await apiClient.GET('/api/organizers/tools', query)).items);
    case 'foods':
      return toOptions(unwrap(await apiClient.GET('/api/foods', query)).items);
    case 'households':
      // No group households listing exists yet; the filter still works from a link (`?households=`).
      return [];
  }
}

export function getFilterOptionsQueryOptions(kind: FilterKind) {
  return queryOptions({ queryKey: ['recipe-browse', 'filter-options', kind], queryFn: () => getFilterOptions(kind) });
}

export function useFilterOptions(kind: FilterKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFilterOptionsQueryOptions(kind), enabled });
}
