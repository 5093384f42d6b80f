import { systemTenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { toBool } from '../../platform/time.js';
import { findGroupPrivacyByName, findHouseholdPrivacyByName } from './queries.js';
import type { SiteSettingsService } from './site-settings.js';

export function createAppService(deps: Deps, siteSettings: SiteSettingsService) {
  const { db, config } = deps;
  return {
    /** GET /api/app/about: the default group/household slugs only when they are public. */
    async about() {
      const group = await findGroupPrivacyByName(db, config.defaultGroup);
      let defaultGroupSlug: string | null = null;
      let defaultHouseholdSlug: string | null = null;
      if (group && !toBool(group.private_group)) {
        defaultGroupSlug = group.slug;
        // Anyone may ask; only public slugs are answered.
        const household = await findHouseholdPrivacyByName(db, systemTenant(group.id), config.defaultHousehold);
        if (household && !toBool(household.private_household)) defaultHouseholdSlug = household.slug;
      }
      const settings = await siteSettings.get();
      return {
        production: config.production,
        version: config.version,
        demoStatus: config.isDemo,
        allowSignup: config.allowSignup,
        defaultGroupSlug,
        defaultHouseholdSlug,
        enableOidc: false,
        oidcRedirect: false,
        oidcProviderName: 'OAuth',
        enableOpenai: config.openai.enabled,
        enableOpenaiImageServices: config.openai.enabled && config.openai.enableImageServices,
        siteName: settings.siteName,
        useDark: config.theme.useDark,
      };
    },

    /** `isFirstLogin` stays true until an administrator finishes the setup wizard. */
    async startupInfo() {
      const settings = await siteSettings.get();
      return { isFirstLogin: !settings.setupCompleted, isDemo: config.isDemo };
    },

    theme() {
      const { light, dark } = config.theme;
      return {
        lightPrimary: light.primary,
        lightAccent: light.accent,
        lightSecondary: light.secondary,
        lightSuccess: light.success,
        lightInfo: light.info,
        lightWarning: light.warning,
        lightError: light.error,
        darkPrimary: dark.primary,
        darkAccent: dark.accent,
        darkSecondary: dark.secondary,
        darkSuccess: dark.success,
        darkInfo: dark.info,
        darkWarning: dark.warning,
        darkError: dark.error,
      };
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
