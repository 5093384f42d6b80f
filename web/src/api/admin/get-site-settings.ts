import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export type SiteSettings = ApiResponse<'/api/admin/site-settings', 'get'>;

/** `GET /api/admin/site-settings`. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return unwrap(await apiClient.GET('/api/admin/site-settings'));
}

export function siteSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.siteSettings(), queryFn: getSiteSettings });
}

export function useSiteSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...siteSettingsQueryOptions(), enabled });
}
