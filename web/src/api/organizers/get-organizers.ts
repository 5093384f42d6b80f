import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type GroupSource, MEMBER_SOURCE } from '../source';
import { unwrap } from '../unwrap';
import { type OrganizerKind, organizerKeys } from './keys';

export type { OrganizerKind } from './keys';
export const ORGANIZER_KINDS = ['categories', 'tags', 'tools'] as const satisfies readonly OrganizerKind[];

/** A category, tag or tool of the group. */
export interface Organizer {
  id: string;
  name: string;
  slug: string;
  /** Tools only. */
  onHand?: boolean;
}

/** What a recipe stores for a category, tag or tool: the id is null only on a recipe imported before the organizer existed. */
export interface OrganizerRef {
  id: string | null;
  name: string;
  slug: string;
  onHand?: boolean;
}

const ALL = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

type Item = { id?: string | null; name: string; slug: string; onHand?: boolean };

const toOrganizer = (item: Item): Organizer | null =>
  item.id ? { id: item.id, name: item.name, slug: item.slug, onHand: item.onHand } : null;

const toOrganizers = (items: readonly Item[]): Organizer[] => items.flatMap((item) => toOrganizer(item) ?? []);

async function getMemberItems(kind: OrganizerKind): Promise<readonly Item[]> {
  const params = { query: ALL };
  switch (kind) {
    case 'categories':
      return unwrap(await apiClient.GET('/api/organizers/categories', { params })).items;
    case 'tags':
      return unwrap(await apiClient.GET('/api/organizers/tags', { params })).items;
    case 'tools':
      return unwrap(await apiClient.GET('/api/organizers/tools', { params })).items;
  }
}

async function getExploreItems(kind: OrganizerKind, groupSlug: string): Promise<readonly Item[]> {
  const params = { path: { groupSlug }, query: ALL };
  switch (kind) {
    case 'categories':
      return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/categories', { params })).items;
    case 'tags':
      return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/tags', { params })).items;
    case 'tools':
      return unwrap(await apiClient.GET('/api/explore/groups/{groupSlug}/organizers/tools', { params })).items;
  }
}

/**
 * Every category, tag or tool of the group by name: `GET /api/organizers/{kind}?perPage=-1`, or
 * for a visitor `GET /api/explore/groups/{groupSlug}/organizers/{kind}` (screens.md §3.8).
 */
export async function getOrganizers(kind: OrganizerKind, source: GroupSource = MEMBER_SOURCE): Promise<Organizer[]> {
  return toOrganizers(source.kind === 'member' ? await getMemberItems(kind) : await getExploreItems(kind, source.groupSlug));
}

export function organizersQueryOptions(kind: OrganizerKind, source: GroupSource = MEMBER_SOURCE) {
  return queryOptions({ queryKey: organizerKeys.list(kind, source), queryFn: () => getOrganizers(kind, source) });
}

/** One list per kind and source, shared by every screen that shows it. */
export function useOrganizers(
  kind: OrganizerKind,
  { source = MEMBER_SOURCE, enabled = true }: { source?: GroupSource; enabled?: boolean } = {},
) {
  return useQuery({ ...organizersQueryOptions(kind, source), enabled });
}
