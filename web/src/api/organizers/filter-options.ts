import { type UseQueryResult, useQuery } from '@tanstack/react-query';
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

/**
 * Every choice of one recipe filter, by name (screens.md §3.1 "Data for filters"): the same cached
 * list as the resource's own screens, read through the page's source.
 */
export function useFilterOptions(
  kind: FilterOptionKind,
  { source = MEMBER_SOURCE, enabled = true }: { source?: GroupSource; enabled?: boolean } = {},
): UseQueryResult<FilterOption[]> {
  const organizerKind = kind === 'foods' || kind === 'households' ? 'categories' : kind;
  const organizers = useQuery({ ...organizersQueryOptions(organizerKind, source), enabled: enabled && kind === organizerKind });
  const foods = useQuery({ ...foodsQueryOptions(source), select: toOptions, enabled: enabled && kind === 'foods' });
  const households = useQuery({ ...householdsQueryOptions(source), select: toOptions, enabled: enabled && kind === 'households' });
  if (kind === 'foods') return foods;
  if (kind === 'households') return households;
  return organizers;
}
