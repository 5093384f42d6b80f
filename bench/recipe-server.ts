// The server modules bench/recipes.mjs seeds with, imported from source in one go (through tsx)
// so that the seeded database is exactly what the server's own code would write.

import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/types.js';
import {
  createHousehold as createTenantHousehold,
  type HouseholdPreferencesInput,
} from '../server/src/modules/groups/households.service.js';
import { systemTenant } from '../server/src/platform/access.js';

export { ensureFirstStart } from '../server/src/bootstrap.js';
export { loadConfig } from '../server/src/config.js';
export { openDatabase } from '../server/src/db/database.js';
export { migrateToLatest } from '../server/src/db/migrate.js';
export { defaultHouseholdPreferences } from '../server/src/modules/groups/households.service.js';
export { createRecipeSearch, indexRecipes } from '../server/src/modules/recipes/search/recipe-search.js';
export { normalizeText } from '../server/src/platform/normalize.js';

/** A household of the group, as first start and the admin API create one (the seed has no caller). */
export const createHousehold = (db: Kysely<Database>, groupId: string, name: string, preferences: HouseholdPreferencesInput) =>
  createTenantHousehold(db, systemTenant(groupId), name, preferences);
