import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { AdminGroup } from './get-group';
import { adminKeys } from './keys';

export const groupNameSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
});
export type GroupNameInput = z.infer<typeof groupNameSchema>;

/** `POST /api/admin/groups`: the group, its preferences and its first household. */
export async function createGroup(values: GroupNameInput): Promise<AdminGroup> {
  return unwrap(await apiClient.POST('/api/admin/groups', { body: values }));
}

export function useCreateGroup({ mutationConfig }: { mutationConfig?: MutationConfig<GroupNameInput, AdminGroup> } = {}) {
  return useApiMutation(createGroup, [adminKeys.groups(), adminKeys.households()], mutationConfig);
}
