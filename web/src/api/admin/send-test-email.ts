import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export const testEmailSchema = z.object({ email: z.email('common.validation.email') });
export type TestEmailInput = z.infer<typeof testEmailSchema>;
export type TestEmailResult = ApiResponse<'/api/admin/email', 'post'>;

/** `POST /api/admin/email`: sends a test message; a failed delivery is an answer with the SMTP error. */
export async function sendTestEmail(data: TestEmailInput): Promise<TestEmailResult> {
  return unwrap(await apiClient.POST('/api/admin/email', { body: data }));
}

export function useSendTestEmail({ mutationConfig }: { mutationConfig?: MutationConfig<TestEmailInput, TestEmailResult> } = {}) {
  // Sending changes nothing the app reads.
  return useApiMutation(sendTestEmail, [], mutationConfig);
}
