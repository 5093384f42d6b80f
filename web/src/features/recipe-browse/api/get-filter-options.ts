import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FilterListItem, type GroupSource, groupReader, useGroupSource } from '../../../lib/group-source/group-source';
import type { FilterKind } from '../lib/browse-filters';

export interface FilterOption {
  id: string;
  name: string;
  slug?: string;
  /** Foods and tools: flagged as always in the kitchen. */
  onHand?: boolean;
}

const all = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

const toOptions = (items: readonly FilterListItem[]): FilterOption[] =>
  items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name, slug: item.slug, onHand: item.onHand }] : []));

/**
 * Every choice of one explorer filter, by name (screens.md §3.1 "Data for filters"); a visitor
 * sees the public group's lists.
 */
export async function getFilterOptions(source: GroupSource, kind: FilterKind): Promise<FilterOption[]> {
  return toOptions(await groupReader(source).listFilterItems(kind, all));
}

export function getFilterOptionsQueryOptions(source: GroupSource, kind: FilterKind) {
  return queryOptions({
    queryKey: [...groupReader(source).keyPrefix, 'recipe-browse', 'filter-options', kind],
    queryFn: () => getFilterOptions(source, kind),
  });
}

export function useFilterOptions(kind: FilterKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFilterOptionsQueryOptions(useGroupSource(), kind), enabled });
}
