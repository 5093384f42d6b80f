import { requireAccess, type Scope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import type { Folder } from '../../platform/files.js';
import { canonicalUuid } from '../../platform/ids.js';
import { prettySize } from '../../platform/sizes.js';
import type { MaintenanceStorageDetails, MaintenanceSummary } from './maintenance.schemas.js';

/**
 * /api/admin/maintenance: the data folder's sizes and Mealie's three clean-ups
 * (`mealie/routes/admin/admin_maintenance.py`), all through platform/files, so nothing outside
 * DATA_DIR is read or removed and symbolic links are never followed.
 */
export function createAdminMaintenanceService(deps: Deps) {
  const { files } = deps;

  /** Files in `recipes/*\/images` (not below) that are not `.webp`; removed unless `dryRun`. */
  async function cleanImages(dryRun: boolean): Promise<number> {
    const recipes = files.recipesRoot();
    let count = 0;
    for (const recipe of await recipes.folders()) {
      const folder = recipes.child(recipe);
      // Only a real `images` folder: a symbolic link could point outside DATA_DIR.
      if (!(await folder.folders()).includes('images')) continue;
      const images = folder.child('images');
      for (const name of await images.list()) {
        if (name.endsWith('.webp')) continue;
        if (!dryRun) await images.remove(name);
        count++;
      }
    }
    return count;
  }

  /** Folders in `recipes/` whose name is not a recipe id (a UUID); removed unless `dryRun`. */
  async function cleanRecipeFolders(dryRun: boolean): Promise<number> {
    const recipes = files.recipesRoot();
    let count = 0;
    for (const name of await recipes.folders()) {
      // Python's UUID() also reads ids without dashes or in upper case; such folders stay, as in Mealie.
      if (canonicalUuid(name)) continue;
      if (!dryRun) await recipes.child(name).removeAll();
      count++;
    }
    return count;
  }

  const sizeOf = async (folder: Folder) => prettySize(await folder.size());

  return {
    async getMaintenanceSummary(scope: Scope): Promise<MaintenanceSummary> {
      requireAccess(scope, 'admin');
      return {
        dataDirSize: await sizeOf(files.root),
        cleanableImages: await cleanImages(true),
        cleanableDirs: await cleanRecipeFolders(true),
      };
    },

    async getStorageDetails(scope: Scope): Promise<MaintenanceStorageDetails> {
      requireAccess(scope, 'admin');
      return {
        tempDirSize: await sizeOf(files.temp()),
        backupsDirSize: await sizeOf(files.backups()),
        groupsDirSize: await sizeOf(files.groupsRoot()),
        recipesDirSize: await sizeOf(files.recipesRoot()),
        userDirSize: await sizeOf(files.usersRoot()),
      };
    },

    async cleanImages(scope: Scope): Promise<{ message: string; error: false }> {
      requireAccess(scope, 'admin');
      return { message: `${await cleanImages(false)} Images cleaned`, error: false };
    },

    async cleanTemp(scope: Scope): Promise<{ message: string; error: false }> {
      requireAccess(scope, 'admin');
      await files.temp().empty();
      return { message: "'.temp' directory cleaned", error: false };
    },

    async cleanRecipeFolders(scope: Scope): Promise<{ message: string; error: false }> {
      requireAccess(scope, 'admin');
      return { message: `${await cleanRecipeFolders(false)} Recipe folders removed`, error: false };
    },
  };
}

export type AdminMaintenanceService = ReturnType<typeof createAdminMaintenanceService>;
