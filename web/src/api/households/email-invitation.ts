import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export type InvitationEmail = ApiRequestBody<'/api/households/invitations/email', 'post'>;
type EmailResult = ApiResponse<'/api/households/invitations/email', 'post'>;

/** `POST /api/households/invitations/email {email, token}`: mails the registration link. */
export async function emailInvitation(data: InvitationEmail): Promise<EmailResult> {
  return unwrap(await apiClient.POST('/api/households/invitations/email', { body: data }));
}

export function useEmailInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<InvitationEmail, EmailResult> } = {}) {
  return useApiMutation(emailInvitation, [], mutationConfig);
}
