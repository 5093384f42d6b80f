// The server modules bench/recipes.mjs seeds with, imported from source in one go (through tsx)
// so that the seeded database is exactly what the server's own code would write.

export { ensureFirstStart } from '../server/src/bootstrap.js';
export { loadConfig } from '../server/src/config.js';
export { openDatabase } from '../server/src/db/database.js';
export { migrateToLatest } from '../server/src/db/migrate.js';
export { createHousehold, defaultHouseholdPreferences } from '../server/src/modules/groups/service.js';
export { createRecipeSearch, indexRecipes } from '../server/src/modules/recipes/search/recipe-search.js';
export { normalizeText } from '../server/src/platform/normalize.js';
