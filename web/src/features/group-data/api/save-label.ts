import { z } from 'zod';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import { isHexColor } from '../lib/label-color';
import { getLabelsQueryOptions } from './get-labels';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export const labelFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  color: z.string().trim().refine(isHexColor, 'groupData.labels.colorInvalid'),
});
export type LabelFormInput = z.infer<typeof labelFormSchema>;

/** `POST /api/groups/labels`, or `PUT /api/groups/labels/{id}` when an id is given. */
export async function saveLabel({ id, values }: { id?: string; values: LabelFormInput }) {
  if (id) return unwrap(await apiClient.PUT('/api/groups/labels/{itemId}', { params: { path: { itemId: id } }, body: values }));
  return unwrap(await apiClient.POST('/api/groups/labels', { body: values }));
}

export function useSaveLabel({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveLabel> } = {}) {
  // Foods embed their label.
  return useInvalidatingMutation(saveLabel, [getLabelsQueryOptions().queryKey, ['foods']], mutationConfig);
}
