import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type AdminAbout = ApiResponse<'/api/admin/about', 'get'>;

/** `GET /api/admin/about`: version, build and configuration (the database URL masked). */
export async function getAdminAbout(): Promise<AdminAbout> {
  return unwrap(await apiClient.GET('/api/admin/about'));
}

export function adminAboutQueryOptions() {
  return queryOptions({ queryKey: adminKeys.aboutInfo(), queryFn: getAdminAbout });
}

export function useAdminAbout() {
  return useQuery(adminAboutQueryOptions());
}
