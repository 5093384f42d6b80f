import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';
import { unwrap } from '../unwrap';
import type { Unit } from './get-units';
import { unitKeys } from './keys';

const text = z.string().trim().max(255, 'common.validation.tooLong');

export const unitFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  pluralName: text,
  abbreviation: text,
  pluralAbbreviation: text,
  description: z.string().trim(),
  useAbbreviation: z.boolean(),
  fraction: z.boolean(),
  aliases: z.array(z.string()),
});
export type UnitFormInput = z.infer<typeof unitFormSchema>;

export type UnitBody = ApiRequestBody<'/api/units', 'post'>;

export function toUnitBody(values: UnitFormInput): UnitBody {
  return {
    name: values.name,
    pluralName: values.pluralName || null,
    abbreviation: values.abbreviation,
    pluralAbbreviation: values.pluralAbbreviation,
    description: values.description,
    useAbbreviation: values.useAbbreviation,
    fraction: values.fraction,
    aliases: values.aliases.map((name) => ({ name })),
  };
}

export interface SaveUnitInput {
  /** Absent to create. */
  id?: string;
  values: UnitFormInput;
}

/** `POST /api/units`, or `PUT /api/units/{id}` when an id is given. */
export async function saveUnit({ id, values }: SaveUnitInput): Promise<Unit> {
  const body = toUnitBody(values);
  if (id) return unwrap(await apiClient.PUT('/api/units/{itemId}', { params: { path: { itemId: id } }, body }));
  return unwrap(await apiClient.POST('/api/units', { body }));
}

export function useSaveUnit({ mutationConfig }: { mutationConfig?: MutationConfig<SaveUnitInput, Unit> } = {}) {
  return useApiMutation(saveUnit, [unitKeys.all], mutationConfig);
}
