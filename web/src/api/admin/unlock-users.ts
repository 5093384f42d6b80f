import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

/** `POST /api/admin/users/unlock?force=true`: unlocks every locked account, and says how many. */
export async function unlockUsers(): Promise<{ unlocked: number }> {
  return unwrap(await apiClient.POST('/api/admin/users/unlock', { params: { query: { force: true } } }));
}

export function useUnlockUsers({ mutationConfig }: { mutationConfig?: MutationConfig<void, { unlocked: number }> } = {}) {
  return useApiMutation(unlockUsers, [adminKeys.users()], mutationConfig);
}
