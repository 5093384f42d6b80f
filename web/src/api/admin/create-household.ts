import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminHousehold } from './get-household';
import { adminKeys } from './keys';

export const householdCreateSchema = z.object({
  groupId: z.string().min(1, 'common.validation.required'),
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
});
export type HouseholdCreateInput = z.infer<typeof householdCreateSchema>;

/** `POST /api/admin/households`: preferences are made with it, privacy copied from the group. */
export async function createHousehold(values: HouseholdCreateInput): Promise<AdminHousehold> {
  return unwrap(await apiClient.POST('/api/admin/households', { body: values }));
}

export function useCreateHousehold({ mutationConfig }: { mutationConfig?: MutationConfig<HouseholdCreateInput, AdminHousehold> } = {}) {
  return useApiMutation(createHousehold, [adminKeys.households(), adminKeys.groups()], mutationConfig);
}
