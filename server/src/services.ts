import { createAdminGroupsService } from './modules/admin/groups.service.js';
import { createAdminHouseholdsService } from './modules/admin/households.service.js';
import { createAdminUsersService } from './modules/admin/users.service.js';
import { createAppService } from './modules/app/service.js';
import { createSiteSettingsService } from './modules/app/site-settings.js';
import { createAuthService } from './modules/auth/service.js';
import { createUsersService } from './modules/users/service.js';
import { createValidatorsService } from './modules/validators/service.js';
import type { Deps } from './platform/deps.js';

/** Every area's service, built once from the shared dependencies. */
export function createServices(deps: Deps) {
  const siteSettings = createSiteSettingsService(deps);
  const users = createUsersService(deps);
  return {
    siteSettings,
    app: createAppService(deps, siteSettings),
    auth: createAuthService(deps),
    users,
    adminUsers: createAdminUsersService(deps, users),
    adminGroups: createAdminGroupsService(deps),
    adminHouseholds: createAdminHouseholdsService(deps),
    validators: createValidatorsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
