import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

/** `GET /api/admin/email`: whether the SMTP settings are complete. */
export async function getEmailReady(): Promise<{ ready: boolean }> {
  return unwrap(await apiClient.GET('/api/admin/email'));
}

export function emailReadyQueryOptions() {
  return queryOptions({ queryKey: adminKeys.emailReady(), queryFn: getEmailReady });
}

export function useEmailReady() {
  return useQuery(emailReadyQueryOptions());
}
