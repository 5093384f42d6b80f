import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { QueryConfig } from '../../../lib/react-query';

export type SiteSettings = ApiResponse<'/api/admin/site-settings', 'get'>;

export async function getSiteSettings(): Promise<SiteSettings> {
  return unwrap(await apiClient.GET('/api/admin/site-settings'));
}

export function getSiteSettingsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'site-settings'], queryFn: getSiteSettings });
}

export function useSiteSettings(config: QueryConfig<typeof getSiteSettingsQueryOptions> = {}) {
  return useQuery({ ...getSiteSettingsQueryOptions(), ...config });
}
