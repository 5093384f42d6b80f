import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export const ORGANIZER_KINDS = ['categories', 'tags', 'tools'] as const;
export type OrganizerKind = (typeof ORGANIZER_KINDS)[number];

export interface Organizer {
  id: string;
  name: string;
  slug: string;
  /** Tools only. */
  onHand?: boolean;
}

const all = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

const toOrganizers = (items: readonly { id?: string | null; name: string; slug: string; onHand?: boolean }[]): Organizer[] =>
  items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name, slug: item.slug, onHand: item.onHand }] : []));

/** `GET /api/organizers/{kind}?perPage=-1&orderBy=name` (screens.md §3.8). */
export async function getOrganizers(kind: OrganizerKind): Promise<Organizer[]> {
  const query = { params: { query: all } };
  switch (kind) {
    case 'categories':
      return toOrganizers(unwrap(await apiClient.GET('/api/organizers/categories', query)).items);
    case 'tags':
      return toOrganizers(unwrap(await apiClient.GET('/api/organizers/tags', query)).items);
    case 'tools':
      return toOrganizers(unwrap(await apiClient.GET('/api/organizers/tools', query)).items);
  }
}

export function getOrganizersQueryOptions(kind: OrganizerKind) {
  return queryOptions({ queryKey: ['organizers', kind], queryFn: () => getOrganizers(kind) });
}

export function useOrganizers(kind: OrganizerKind, config: QueryConfig<typeof getOrganizersQueryOptions> = {}) {
  return useQuery({ ...getOrganizersQueryOptions(kind), ...config });
}
