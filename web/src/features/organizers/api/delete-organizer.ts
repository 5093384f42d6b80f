import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getOrganizersQueryOptions, type OrganizerKind } from './get-organizers';

/** `DELETE /api/organizers/{kind}/{id}`; recipes keep existing without it. */
export async function deleteOrganizer({ kind, id }: { kind: OrganizerKind; id: string }): Promise<void> {
  const params = { path: { itemId: id } };
  if (kind === 'tools') await apiClient.DELETE('/api/organizers/tools/{itemId}', { params });
  else if (kind === 'tags') await apiClient.DELETE('/api/organizers/tags/{itemId}', { params });
  else await apiClient.DELETE('/api/organizers/categories/{itemId}', { params });
}

export function useDeleteOrganizer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteOrganizer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOrganizersQueryOptions(args[1].kind).queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: deleteOrganizer,
  });
}
