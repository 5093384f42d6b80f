import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { Organizer } from './get-organizers';
import { type OrganizerKind, organizerWriteKeys } from './keys';

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
  /** Tools only. */
  onHand?: boolean;
}

type Saved = { id?: string | null; name: string; slug: string; onHand?: boolean };

async function post(kind: OrganizerKind, name: string, onHand: boolean): Promise<Saved> {
  if (kind === 'tools') return unwrap(await apiClient.POST('/api/organizers/tools', { body: { name, onHand } }));
  if (kind === 'tags') return unwrap(await apiClient.POST('/api/organizers/tags', { body: { name } }));
  return unwrap(await apiClient.POST('/api/organizers/categories', { body: { name } }));
}

async function put(kind: OrganizerKind, id: string, name: string, onHand: boolean): Promise<Saved> {
  const params = { path: { itemId: id } };
  if (kind === 'tools') return unwrap(await apiClient.PUT('/api/organizers/tools/{itemId}', { params, body: { name, onHand } }));
  if (kind === 'tags') return unwrap(await apiClient.PUT('/api/organizers/tags/{itemId}', { params, body: { name } }));
  return unwrap(await apiClient.PUT('/api/organizers/categories/{itemId}', { params, body: { name } }));
}

/** `POST /api/organizers/{kind}`, or `PUT /api/organizers/{kind}/{id}` when an id is given. */
export async function saveOrganizer({ kind, id, name, onHand = false }: SaveOrganizerInput): Promise<Organizer> {
  const saved = id ? await put(kind, id, name, onHand) : await post(kind, name, onHand);
  return { id: saved.id ?? id ?? '', name: saved.name, slug: saved.slug, onHand: saved.onHand };
}

/** Creates (from a picker or the organizer screens) or renames a category, tag or tool. */
export function useSaveOrganizer({ mutationConfig }: { mutationConfig?: MutationConfig<SaveOrganizerInput, Organizer> } = {}) {
  return useApiMutation(saveOrganizer, (input) => organizerWriteKeys(input.kind, Boolean(input.id)), mutationConfig);
}
