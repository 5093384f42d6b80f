import { z } from 'zod';
import { AppInfo } from '../app/schemas.js';

/** Shapes of `/api/admin/about[/statistics|/check]` (reference/api.md §5, App/admin). */

export const AdminAboutInfo = AppInfo.extend({
  versionLatest: z.string(),
  apiPort: z.number().int(),
  apiDocs: z.boolean(),
  dbType: z.string(),
  dbUrl: z.string().nullable(),
  defaultGroup: z.string(),
  defaultHousehold: z.string(),
  buildId: z.string(),
  recipeScraperVersion: z.string(),
}).meta({ id: 'AdminAboutInfo' });
export type AdminAboutInfo = z.infer<typeof AdminAboutInfo>;

export const AppStatistics = z
  .object({
    totalRecipes: z.number().int(),
    totalUsers: z.number().int(),
    totalHouseholds: z.number().int(),
    totalGroups: z.number().int(),
    uncategorizedRecipes: z.number().int(),
    untaggedRecipes: z.number().int(),
  })
  .meta({ id: 'AppStatistics' });
export type AppStatistics = z.infer<typeof AppStatistics>;

export const CheckAppConfig = z
  .object({
    emailReady: z.boolean(),
    ldapReady: z.boolean(),
    oidcReady: z.boolean(),
    enableOpenai: z.boolean(),
    baseUrlSet: z.boolean(),
    isUpToDate: z.boolean(),
  })
  .meta({ id: 'CheckAppConfig' });
export type CheckAppConfig = z.infer<typeof CheckAppConfig>;
