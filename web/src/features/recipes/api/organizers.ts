import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

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

/** `POST /api/organizers/{kind} {name}`: creates a choice from the picker. */
export async function createOrganizer({ kind, name }: { kind: OrganizerKind; name: string }): Promise<OrganizerChoice> {
  if (kind === 'categories') return unwrap(await apiClient.POST('/api/organizers/categories', { body: { name } }));
  if (kind === 'tags') return unwrap(await apiClient.POST('/api/organizers/tags', { body: { name } }));
  return unwrap(await apiClient.POST('/api/organizers/tools', { body: { name, onHand: false } }));
}

export function useCreateOrganizer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createOrganizer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: listOrganizersQueryOptions(args[1].kind).queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: createOrganizer,
  });
}
