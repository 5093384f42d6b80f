import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type OrganizerKind = 'categories' | 'tags' | 'tools';

export interface OrganizerItem {
  id: string;
  name: string;
  slug: string;
  /** Tools only. */
  onHand?: boolean;
}

const all = { perPage: -1, orderBy: 'name', orderDirection: 'asc' } as const;

const toItems = (items: readonly { id?: string | null; name: string; slug: string; onHand?: boolean }[]): OrganizerItem[] =>
  items.flatMap((item) => (item.id ? [{ id: item.id, name: item.name, slug: item.slug, onHand: item.onHand }] : []));

/** Every category, tag or tool of the group (`GET /api/organizers/{kind}?perPage=-1`). */
export async function getOrganizerItems(kind: OrganizerKind): Promise<OrganizerItem[]> {
  const query = { params: { query: all } };
  if (kind === 'tools') return toItems(unwrap(await apiClient.GET('/api/organizers/tools', query)).items);
  if (kind === 'tags') return toItems(unwrap(await apiClient.GET('/api/organizers/tags', query)).items);
  return toItems(unwrap(await apiClient.GET('/api/organizers/categories', query)).items);
}

export function getOrganizerItemsQueryOptions(kind: OrganizerKind) {
  return queryOptions({ queryKey: ['organizers', kind, 'group-data'], queryFn: () => getOrganizerItems(kind) });
}

export function useOrganizerItems(kind: OrganizerKind, config: QueryConfig<typeof getOrganizerItemsQueryOptions> = {}) {
  return useQuery({ ...getOrganizerItemsQueryOptions(kind), ...config });
}
