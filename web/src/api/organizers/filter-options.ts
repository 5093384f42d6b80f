import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { foodsQueryOptions } from '../foods/get-foods';
import { householdsQueryOptions } from '../households/get-households';
import { type GroupSource, MEMBER_SOURCE } from '../source';
import { organizersQueryOptions } from './get-organizers';

/** The lists a recipe filter picks from. */
export type FilterOptionKind = 'categories' | 'tags' | 'tools' | 'foods' | 'households';

export interface FilterOption {
  id: string;
  name: string;
  slug?: string;
  /** Foods and tools: flagged as always in the kitchen. */
  onHand?: boolean;
}

type Item = { id?: string | null; name: string; slug?: string; onHand?: boolean };

const toOptions = (items: readonly Item[]): FilterOption[] =>
  items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name, slug: item.slug, onHand: item.onHand }] : []));

/** The query of one filter's choices, whichever list it reads (their answers differ, their options do not). */
type FilterOptionsQuery = UseQueryOptions<unknown, Error, FilterOption[], QueryKey>;

/** One filter's choices: its resource's own cached list, as options. */
function filterOptionsQuery(kind: FilterOptionKind, source: GroupSource): FilterOptionsQuery {
  if (kind === 'foods') return { ...foodsQueryOptions(source), select: toOptions } as FilterOptionsQuery;
  if (kind === 'households') return { ...householdsQueryOptions(source), select: toOptions } as FilterOptionsQuery;
  return organizersQueryOptions(kind, source) as FilterOptionsQuery;
}

/**
 * Every choice of one recipe filter, by name (screens.md §3.1 "Data for filters"): the same cached
 * list as the resource's own screens, read through the page's source. One query per filter: a
 * filter does not watch the other kinds' lists (each change of one would render every filter).
 */
export function useFilterOptions(
  kind: FilterOptionKind,
  { source = MEMBER_SOURCE, enabled = true }: { source?: GroupSource; enabled?: boolean } = {},
): UseQueryResult<FilterOption[]> {
  return useQuery({ ...filterOptionsQuery(kind, source), enabled });
}
