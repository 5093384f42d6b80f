import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { BulkOrganizer } from './start-bulk-import';

const ALL = { perPage: -1, orderBy: 'name', orderDirection: 'asc' as const };

/** The group's categories or tags, for the bulk importer's per-row pickers. */
export async function getOrganizerOptions(kind: 'categories' | 'tags'): Promise<BulkOrganizer[]> {
  const params = { query: ALL };
  const page =
    kind === 'categories'
      ? unwrap(await apiClient.GET('/api/organizers/categories', { params }))
      : unwrap(await apiClient.GET('/api/organizers/tags', { params }));
  return page.items.map((item) => ({ id: item.id, name: item.name, slug: item.slug }));
}

export const organizerOptionsQueryOptions = (kind: 'categories' | 'tags') =>
  queryOptions({ queryKey: ['recipes', 'organizers', kind, 'import-options'], queryFn: () => getOrganizerOptions(kind) });

export function useOrganizerOptions(kind: 'categories' | 'tags', { enabled = true } = {}) {
  return useQuery({ ...organizerOptionsQueryOptions(kind), enabled });
}
