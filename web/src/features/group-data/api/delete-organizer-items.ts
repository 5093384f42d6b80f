import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import type { OrganizerKind } from './get-organizer-items';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `DELETE /api/organizers/{kind}/{id}` for each id; recipes only lose the link. */
export async function deleteOrganizerItems({ kind, ids }: { kind: OrganizerKind; ids: string[] }): Promise<void> {
  await Promise.all(
    ids.map((id) => {
      const params = { path: { itemId: id } };
      if (kind === 'tools') return apiClient.DELETE('/api/organizers/tools/{itemId}', { params });
      if (kind === 'tags') return apiClient.DELETE('/api/organizers/tags/{itemId}', { params });
      return apiClient.DELETE('/api/organizers/categories/{itemId}', { params });
    }),
  );
}

export function useDeleteOrganizerItems(
  kind: OrganizerKind,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteOrganizerItems> } = {},
) {
  return useInvalidatingMutation(deleteOrganizerItems, [['organizers', kind], ['recipes']], mutationConfig);
}
