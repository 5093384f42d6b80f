import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getOrganizersQueryOptions, type OrganizerKind } from './get-organizers';

export const organizerFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  onHand: z.boolean(),
});
export type OrganizerFormInput = z.infer<typeof organizerFormSchema>;

export interface SaveOrganizerInput {
  kind: OrganizerKind;
  /** Absent to create. */
  id?: string;
  name: string;
  onHand?: boolean;
}

/** `POST /api/organizers/{kind}` or `PUT /api/organizers/{kind}/{id}`. */
export async function saveOrganizer({ kind, id, name, onHand }: SaveOrganizerInput): Promise<void> {
  if (kind === 'tools') {
    const body = { name, onHand: onHand ?? false };
    if (id) await apiClient.PUT('/api/organizers/tools/{itemId}', { params: { path: { itemId: id } }, body });
    else await apiClient.POST('/api/organizers/tools', { body });
    return;
  }
  if (kind === 'tags') {
    if (id) await apiClient.PUT('/api/organizers/tags/{itemId}', { params: { path: { itemId: id } }, body: { name } });
    else await apiClient.POST('/api/organizers/tags', { body: { name } });
    return;
  }
  if (id) await apiClient.PUT('/api/organizers/categories/{itemId}', { params: { path: { itemId: id } }, body: { name } });
  else await apiClient.POST('/api/organizers/categories', { body: { name } });
}

export function useSaveOrganizer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveOrganizer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getOrganizersQueryOptions(args[1].kind).queryKey });
      await onSuccess?.(...args);
    },
    mutationFn: saveOrganizer,
  });
}
