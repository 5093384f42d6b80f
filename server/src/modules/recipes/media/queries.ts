import { nowIso } from '../../../platform/time.js';
import type { Db } from '../../../platform/transactions.js';

/** A new image version key, and the recipe counts as updated. */
export const setRecipeImage = (db: Db, recipeId: string, image: string | null) => {
  const now = nowIso();
  return db.updateTable('recipes').set({ image, date_updated: now, update_at: now }).where('id', '=', recipeId).execute();
};

export const currentImage = async (db: Db, recipeId: string) =>
  (await db.selectFrom('recipes').select('image').where('id', '=', recipeId).executeTakeFirst())?.image ?? null;

export const deleteAssetByFileName = (db: Db, recipeId: string, fileName: string) =>
  db.deleteFrom('recipe_assets').where('recipe_id', '=', recipeId).where('file_name', '=', fileName).execute();

export const insertAsset = (db: Db, recipeId: string, asset: { name: string; icon: string; fileName: string }) => {
  const now = nowIso();
  return db
    .insertInto('recipe_assets')
    .values({ recipe_id: recipeId, name: asset.name, icon: asset.icon, file_name: asset.fileName, created_at: now, update_at: now })
    .execute();
};

export const touchRecipe = (db: Db, recipeId: string) => {
  const now = nowIso();
  return db.updateTable('recipes').set({ date_updated: now, update_at: now }).where('id', '=', recipeId).execute();
};
