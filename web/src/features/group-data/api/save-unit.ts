import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import { getUnitsQueryOptions } from './get-units';
import { useInvalidatingMutation } from './use-invalidating-mutation';

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

/** `POST /api/units`, or `PUT /api/units/{id}` when an id is given. */
export async function saveUnit({ id, values }: { id?: string; values: UnitFormInput }) {
  const body = toUnitBody(values);
  if (id) return unwrap(await apiClient.PUT('/api/units/{itemId}', { params: { path: { itemId: id } }, body }));
  return unwrap(await apiClient.POST('/api/units', { body }));
}

export function useSaveUnit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveUnit> } = {}) {
  return useInvalidatingMutation(saveUnit, [getUnitsQueryOptions().queryKey], mutationConfig);
}
