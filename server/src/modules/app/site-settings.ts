import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { nowIso } from '../../platform/time.js';

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
      const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
      const out: Record<string, unknown> = { ...DEFAULTS };
      for (const row of rows) {
        if (row.key in DEFAULTS) out[row.key] = JSON.parse(row.value);
      }
      return out as SiteSettings;
    },
    async update(patch: Partial<SiteSettings>): Promise<SiteSettings> {
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined) continue;
          const row = { key, value: JSON.stringify(value), update_at: nowIso() };
          await trx
            .insertInto('site_settings')
            .values(row)
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, update_at: row.update_at }))
            .execute();
        }
      });
      return this.get();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
