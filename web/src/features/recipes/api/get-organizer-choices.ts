import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';

export type OrganizerKind = 'categories' | 'tags' | 'tools';

/** What a recipe stores for a category, tag or tool. */
export interface OrganizerChoice {
  /** Null only on a recipe saved by an import before the organizer existed. */
  id: string | null;
  name: string;
  slug: string;
  onHand?: boolean;
}

const ALL = { perPage: -1, orderBy: 'name', orderDirection: 'asc' as const };

/** `GET /api/organizers/{kind}?perPage=-1`: every choice of the group for a picker. */
export async function listOrganizers(kind: OrganizerKind): Promise<OrganizerChoice[]> {
  const params = { query: ALL };
  if (kind === 'categories') return unwrap(await apiClient.GET('/api/organizers/categories', { params })).items;
  if (kind === 'tags') return unwrap(await apiClient.GET('/api/organizers/tags', { params })).items;
  return unwrap(await apiClient.GET('/api/organizers/tools', { params })).items;
}

export function listOrganizersQueryOptions(kind: OrganizerKind) {
  return queryOptions({ queryKey: ['recipes', 'organizers', kind], queryFn: () => listOrganizers(kind) });
}

export function useOrganizerChoices(kind: OrganizerKind, { enabled = true } = {}) {
  return useQuery({ ...listOrganizersQueryOptions(kind), enabled });
}
