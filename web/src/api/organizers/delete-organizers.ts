import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { OrganizerKind } from './keys';
import { organizerWriteKeys } from './keys';

export interface DeleteOrganizersInput {
  kind: OrganizerKind;
  ids: string[];
}

/** `DELETE /api/organizers/{kind}/{id}` for each id; recipes only lose the link. */
export async function deleteOrganizers({ kind, ids }: DeleteOrganizersInput): Promise<void> {
  await Promise.all(
    ids.map((id) => {
      const params = { path: { itemId: id } };
      if (kind === 'tools') return apiClient.DELETE('/api/organizers/tools/{itemId}', { params });
      if (kind === 'tags') return apiClient.DELETE('/api/organizers/tags/{itemId}', { params });
      return apiClient.DELETE('/api/organizers/categories/{itemId}', { params });
    }),
  );
}

export function useDeleteOrganizers({ mutationConfig }: { mutationConfig?: MutationConfig<DeleteOrganizersInput, void> } = {}) {
  return useApiMutation(deleteOrganizers, (input) => organizerWriteKeys(input.kind, true), mutationConfig);
}
