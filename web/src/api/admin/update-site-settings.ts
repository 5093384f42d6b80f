import { z } from '../../lib/zod';
import { appKeys } from '../app/keys';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';
import { adminKeys } from './keys';

export const siteNameSchema = z.object({
  siteName: z.string().trim().min(1, 'common.validation.required').max(100, 'common.validation.tooLong'),
});
export type SiteNameInput = z.infer<typeof siteNameSchema>;
export type SiteSettingsUpdate = ApiRequestBody<'/api/admin/site-settings', 'put'>;
type UpdatedSiteSettings = ApiResponse<'/api/admin/site-settings', 'put'>;

/** `PUT /api/admin/site-settings`. */
export async function updateSiteSettings(data: SiteSettingsUpdate): Promise<UpdatedSiteSettings> {
  return unwrap(await apiClient.PUT('/api/admin/site-settings', { body: data }));
}

export function useUpdateSiteSettings({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<SiteSettingsUpdate, UpdatedSiteSettings>;
} = {}) {
  // The site name and first-login state are part of the public app info.
  return useApiMutation(updateSiteSettings, [adminKeys.siteSettings(), appKeys.all], mutationConfig);
}
