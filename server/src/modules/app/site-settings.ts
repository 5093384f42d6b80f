import { z } from 'zod';
import { requireAccess, type Scope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { withTransaction } from '../../platform/transactions.js';
import { listSiteSettings, upsertSiteSetting } from './queries.js';

/** Instance-wide settings an administrator edits in the browser (stored as key → JSON value). */
export const SiteSettings = z
  .object({
    siteName: z.string().trim().min(1, 'Site name must not be empty').max(100),
    setupCompleted: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SiteSettingsUpdate = SiteSettings.partial().meta({ id: 'SiteSettingsUpdate' });

const DEFAULTS: SiteSettings = { siteName: 'Larder', setupCompleted: false };

export function createSiteSettingsService({ db }: Deps) {
  return {
    async get(): Promise<SiteSettings> {
      const rows = await listSiteSettings(db);
      const out: Record<string, unknown> = { ...DEFAULTS };
      for (const row of rows) {
        if (row.key in DEFAULTS) out[row.key] = JSON.parse(row.value);
      }
      return out as SiteSettings;
    },
    /** Instance-wide, so only an administrator may change them. */
    async update(scope: Scope, patch: Partial<SiteSettings>): Promise<SiteSettings> {
      requireAccess(scope, 'admin');
      await withTransaction(db, async (trx) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value !== undefined) await upsertSiteSetting(trx, key, JSON.stringify(value));
        }
      });
      return this.get();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
