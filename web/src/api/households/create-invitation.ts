import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { householdKeys } from './keys';

export type Invitation = ApiResponse<'/api/households/invitations', 'post'>;

/** `POST /api/households/invitations {uses}`: a registration token into the user's household. */
export async function createInvitation(uses = 1): Promise<Invitation> {
  return unwrap(await apiClient.POST('/api/households/invitations', { body: { uses } }));
}

export function useCreateInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<number | undefined, Invitation> } = {}) {
  return useApiMutation(createInvitation, [householdKeys.invitations()], mutationConfig);
}
