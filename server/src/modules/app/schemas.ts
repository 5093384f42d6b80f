import { z } from 'zod';

export const AppInfo = z
  .object({
    production: z.boolean(),
    version: z.string(),
    demoStatus: z.boolean(),
    allowSignup: z.boolean(),
    defaultGroupSlug: z.string().nullable(),
    defaultHouseholdSlug: z.string().nullable(),
    enableOidc: z.boolean(),
    oidcRedirect: z.boolean(),
    oidcProviderName: z.string(),
    enableOpenai: z.boolean(),
    enableOpenaiImageServices: z.boolean(),
    siteName: z.string(),
    useDark: z.boolean(),
  })
  .meta({ id: 'AppInfo' });

export const AppStartupInfo = z.object({ isFirstLogin: z.boolean(), isDemo: z.boolean() }).meta({ id: 'AppStartupInfo' });

const color = z.string();
export const AppTheme = z
  .object({
    lightPrimary: color,
    lightAccent: color,
    lightSecondary: color,
    lightSuccess: color,
    lightInfo: color,
    lightWarning: color,
    lightError: color,
    darkPrimary: color,
    darkAccent: color,
    darkSecondary: color,
    darkSuccess: color,
    darkInfo: color,
    darkWarning: color,
    darkError: color,
  })
  .meta({ id: 'AppTheme' });
