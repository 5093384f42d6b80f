import path from 'node:path';
import type { Config } from '../../config.js';
import { requireAccess, type Scope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { mailReady } from '../../platform/mail.js';
import type { AppService } from '../app/service.js';
import { instanceCounts } from './about.queries.js';
import type { AdminAboutInfo, AppStatistics, CheckAppConfig } from './about.schemas.js';

/**
 * The database address as an administrator may see it (Mealie's `DB_URL_PUBLIC`): the SQLite
 * file, or the PostgreSQL address with user and password masked.
 */
function publicDbUrl(config: Config): string {
  if (config.database.engine === 'sqlite') return `sqlite:///${path.resolve(config.database.file)}`;
  try {
    const url = new URL(config.database.url);
    if (url.username) url.username = '******';
    if (url.password) url.password = '******';
    return url.toString();
  } catch {
    return 'postgresql://******:******@(unparsable address)';
  }
}

/** /api/admin/about: what an administrator sees of the running instance. */
export function createAdminAboutService(deps: Deps, areas: { app: AppService }) {
  const { db, config } = deps;
  return {
    /**
     * Mealie asks GitHub for its latest release here; Larder makes no outbound call, so the
     * latest version is the running one.
     */
    async getAdminAbout(scope: Scope): Promise<AdminAboutInfo> {
      requireAccess(scope, 'admin');
      return {
        ...(await areas.app.about()),
        versionLatest: config.version,
        apiPort: config.port,
        apiDocs: config.apiDocs,
        dbType: config.database.engine,
        dbUrl: publicDbUrl(config),
        defaultGroup: config.defaultGroup,
        defaultHousehold: config.defaultHousehold,
        buildId: config.buildId,
        recipeScraperVersion: `@larder/scraper ${config.version}`,
      };
    },

    async getAppStatistics(scope: Scope): Promise<AppStatistics> {
      requireAccess(scope, 'admin');
      const counts = await instanceCounts(db);
      return {
        totalRecipes: counts.recipes,
        totalUsers: counts.users,
        totalHouseholds: counts.households,
        totalGroups: counts.groups,
        uncategorizedRecipes: counts.uncategorized,
        untaggedRecipes: counts.untagged,
      };
    },

    /** The configuration checks of the site settings page (green when true). */
    checkAppConfig(scope: Scope): CheckAppConfig {
      requireAccess(scope, 'admin');
      return {
        emailReady: mailReady(config),
        // Larder has no LDAP or OpenID Connect sign-in yet.
        ldapReady: false,
        oidcReady: false,
        enableOpenai: config.openai.enabled,
        baseUrlSet: config.baseUrlSet,
        isUpToDate: true,
      };
    },
  };
}

export type AdminAboutService = ReturnType<typeof createAdminAboutService>;
