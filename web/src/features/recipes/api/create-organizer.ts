import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import { listOrganizersQueryOptions, type OrganizerChoice, type OrganizerKind } from './get-organizer-choices';

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
