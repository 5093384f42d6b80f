import { createAdminAboutService } from './modules/admin/about.service.js';
import { createAdminDebugService } from './modules/admin/debug.service.js';
import { createAdminEmailService } from './modules/admin/email.service.js';
import { createAdminMaintenanceService } from './modules/admin/maintenance.service.js';
import { createAdminUsersService } from './modules/admin/users.service.js';
import { createAppService } from './modules/app/service.js';
import { createSiteSettingsService } from './modules/app/site-settings.js';
import { createLockoutsService, LOCKOUT_CLEANUP_JOB, LOCKOUT_CLEANUP_SCHEDULE } from './modules/auth/lockouts.service.js';
import { createAuthService } from './modules/auth/service.js';
import { createCookbooksService } from './modules/cookbooks/service.js';
import { createExploreService } from './modules/explore/service.js';
import { createFoodsService } from './modules/foods/service.js';
import { createGroupSelfService } from './modules/groups/group-self.service.js';
import { createHouseholdSelfService } from './modules/groups/household-self.service.js';
import { createHouseholdsService } from './modules/groups/households.service.js';
import {
  createInvitationsService,
  INVITATIONS_PRUNE_JOB,
  INVITATIONS_PRUNE_SCHEDULE,
  type InvitationsService,
} from './modules/groups/invitations.service.js';
import { createGroupsService } from './modules/groups/service.js';
import { createLabelsService } from './modules/labels/service.js';
import {
  createMealPlansService,
  MEALPLAN_TIMELINE_JOB,
  MEALPLAN_TIMELINE_SCHEDULE,
  type MealPlansService,
} from './modules/mealplans/service.js';
import { createOrganizersService } from './modules/organizers/service.js';
import { createParserService } from './modules/parser/service.js';
import { createRecipeActionsService } from './modules/recipes/actions/service.js';
import { createCommentsService } from './modules/recipes/comments/service.js';
import { createRecipeBulkService } from './modules/recipes/exports/bulk.service.js';
import { createRecipeExportsService } from './modules/recipes/exports/service.js';
import { BULK_IMPORT_JOB, createRecipeImportService, type RecipeImportService } from './modules/recipes/import/service.js';
import { createRecipeMediaService } from './modules/recipes/media/service.js';
import { createRatingsService } from './modules/recipes/ratings/service.js';
import { createRecipeSearch } from './modules/recipes/search/recipe-search.js';
import { createRecipesService } from './modules/recipes/service.js';
import { createSharedRecipesService } from './modules/recipes/shares/service.js';
import { createTimelineService } from './modules/recipes/timeline/service.js';
import { createReportsService } from './modules/reports/service.js';
import { createSeedersService } from './modules/seeders/service.js';
import { createShoppingService, SHOPPING_TRIM_JOB, SHOPPING_TRIM_SCHEDULE, type ShoppingService } from './modules/shopping/service.js';
import { createUnitsService } from './modules/units/service.js';
import { createAvatarService } from './modules/users/avatar.service.js';
import { createRegistrationService } from './modules/users/registration.service.js';
import { createUsersService } from './modules/users/service.js';
import { createValidatorsService } from './modules/validators/service.js';
import type { Deps } from './platform/deps.js';

/** Every area's service, built once from the shared dependencies. */
export function createServices(deps: Deps) {
  const siteSettings = createSiteSettingsService(deps);
  const groups = createGroupsService(deps);
  const households = createHouseholdsService(deps);
  const users = createUsersService(deps, { groups, households });
  const auth = createAuthService(deps);
  const householdSelf = createHouseholdSelfService(deps, users);
  const recipeSearch = createRecipeSearch(deps);
  const recipes = createRecipesService(deps, recipeSearch);
  const shopping = createShoppingService(deps, recipes);
  // A new label goes last on every shopping list of the group (domain.md rule 12).
  const labels = createLabelsService(deps, { labelsCreated: shopping.appendLabel });
  const foods = createFoodsService(deps, recipeSearch);
  const units = createUnitsService(deps);
  const seeders = createSeedersService(deps, { foods, units, labels });
  const sharedRecipes = createSharedRecipesService(deps, recipes);
  const reports = createReportsService(deps);
  const timeline = createTimelineService(deps, recipes);
  const mealPlans = createMealPlansService(deps, recipes, timeline);
  const services = {
    siteSettings,
    app: createAppService(deps, siteSettings),
    auth,
    users,
    registration: createRegistrationService(deps, users, seeders),
    groupSelf: createGroupSelfService(deps),
    avatars: createAvatarService(deps),
    groups,
    households,
    householdSelf,
    invitations: createInvitationsService(deps, householdSelf),
    adminUsers: createAdminUsersService(deps, { users, auth }),
    adminDebug: createAdminDebugService(deps),
    adminAbout: createAdminAboutService(deps, { app: createAppService(deps, siteSettings) }),
    adminEmail: createAdminEmailService(deps),
    adminMaintenance: createAdminMaintenanceService(deps),
    validators: createValidatorsService(deps, { users, groups }),
    recipeSearch,
    recipes,
    labels,
    foods,
    units,
    parser: createParserService(deps),
    organizers: createOrganizersService(deps, recipes),
    seeders,
    ratings: createRatingsService(deps, recipes),
    comments: createCommentsService(deps, recipes),
    timeline,
    sharedRecipes,
    recipeMedia: createRecipeMediaService(deps, recipes),
    recipeExports: createRecipeExportsService(deps, recipes, sharedRecipes, reports),
    recipeBulk: createRecipeBulkService(deps, recipes, recipeSearch),
    reports,
    recipeImport: createRecipeImportService(deps, {
      recipes,
      recipeMedia: createRecipeMediaService(deps, recipes),
      reports,
      parser: createParserService(deps),
    }),
    cookbooks: createCookbooksService(deps, recipes),
    shopping,
    mealPlans,
    recipeActions: createRecipeActionsService(deps, recipes),
    // Services are stateless factories, so explore may hold its own instances of the areas it reads.
    explore: createExploreService({
      groups,
      households,
      recipes,
      foods,
      organizers: createOrganizersService(deps, recipes),
      cookbooks: createCookbooksService(deps, recipes),
    }),
  };
  registerJobs(deps, services);
  return services;
}

/** What the job runner (platform/jobs) runs: queued jobs by name, and the schedules. */
function registerJobs(
  deps: Deps,
  services: { recipeImport: RecipeImportService; invitations: InvitationsService; shopping: ShoppingService; mealPlans: MealPlansService },
) {
  const { recipeImport, invitations, shopping, mealPlans } = services;
  deps.jobs.register(BULK_IMPORT_JOB, recipeImport.runBulkImport, { onFailed: recipeImport.bulkImportFailed });
  const lockouts = createLockoutsService(deps);
  deps.jobs.schedule(LOCKOUT_CLEANUP_JOB, LOCKOUT_CLEANUP_SCHEDULE, () => lockouts.releaseExpiredLockouts());
  deps.jobs.schedule(INVITATIONS_PRUNE_JOB, INVITATIONS_PRUNE_SCHEDULE, () => invitations.pruneExpired());
  deps.jobs.schedule(SHOPPING_TRIM_JOB, SHOPPING_TRIM_SCHEDULE, async () => {
    await shopping.trimCheckedItems();
  });
  deps.jobs.schedule(MEALPLAN_TIMELINE_JOB, MEALPLAN_TIMELINE_SCHEDULE, async () => {
    await mealPlans.recordPlannedMeals();
  });
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
