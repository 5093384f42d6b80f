import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import { getSiteSettingsQueryOptions } from './get-site-settings';

export const siteNameSchema = z.object({
  siteName: z.string().trim().min(1, 'common.validation.required').max(100, 'common.validation.tooLong'),
});
export type SiteNameInput = z.infer<typeof siteNameSchema>;
export type SiteSettingsUpdate = ApiRequestBody<'/api/admin/site-settings', 'put'>;

export async function updateSiteSettings(data: SiteSettingsUpdate) {
  return unwrap(await apiClient.PUT('/api/admin/site-settings', { body: data }));
}

export function useUpdateSiteSettings({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateSiteSettings> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getSiteSettingsQueryOptions().queryKey }),
        // The site name and first-login state are part of the public app info.
        queryClient.invalidateQueries({ queryKey: ['app'] }),
      ]);
      await onSuccess?.(...args);
    },
    mutationFn: updateSiteSettings,
  });
}
