import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import type { OrganizerKind } from './get-organizer-items';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export const organizerItemFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  onHand: z.boolean(),
});
export type OrganizerItemFormInput = z.infer<typeof organizerItemFormSchema>;

/** `POST /api/organizers/{kind}`, or `PUT /api/organizers/{kind}/{id}` when an id is given. */
export async function saveOrganizerItem({ kind, id, values }: { kind: OrganizerKind; id?: string; values: OrganizerItemFormInput }) {
  const path = id ? { params: { path: { itemId: id } } } : undefined;
  if (kind === 'tools') {
    const body = { name: values.name, onHand: values.onHand };
    if (path) await apiClient.PUT('/api/organizers/tools/{itemId}', { ...path, body });
    else await apiClient.POST('/api/organizers/tools', { body });
    return;
  }
  const body = { name: values.name };
  if (kind === 'tags') {
    if (path) await apiClient.PUT('/api/organizers/tags/{itemId}', { ...path, body });
    else await apiClient.POST('/api/organizers/tags', { body });
    return;
  }
  if (path) await apiClient.PUT('/api/organizers/categories/{itemId}', { ...path, body });
  else await apiClient.POST('/api/organizers/categories', { body });
}

export function useSaveOrganizerItem(
  kind: OrganizerKind,
  { mutationConfig }: { mutationConfig?: MutationConfig<typeof saveOrganizerItem> } = {},
) {
  return useInvalidatingMutation(saveOrganizerItem, [['organizers', kind]], mutationConfig);
}
