import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { foodKeys } from '../foods/keys';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { Label } from './get-labels';
import { labelKeys } from './keys';

/** `#RGB`, `#RRGGBB` or `#RRGGBBAA`, what a browser paints and the server stores. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value);
}

export const labelFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  color: z.string().trim().refine(isHexColor, 'groupData.labels.colorInvalid'),
});
export type LabelFormInput = z.infer<typeof labelFormSchema>;

export interface SaveLabelInput {
  /** Absent to create. */
  id?: string;
  values: LabelFormInput;
}

/** `POST /api/groups/labels`, or `PUT /api/groups/labels/{id}` when an id is given. */
export async function saveLabel({ id, values }: SaveLabelInput): Promise<Label> {
  if (id) return unwrap(await apiClient.PUT('/api/groups/labels/{itemId}', { params: { path: { itemId: id } }, body: values }));
  return unwrap(await apiClient.POST('/api/groups/labels', { body: values }));
}

export function useSaveLabel({ mutationConfig }: { mutationConfig?: MutationConfig<SaveLabelInput, Label> } = {}) {
  // Foods embed their label.
  return useApiMutation(saveLabel, [labelKeys.all, foodKeys.all], mutationConfig);
}
