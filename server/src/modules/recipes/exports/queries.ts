import { inGroup, type Tenant } from '../../../platform/access.js';
import { nowIso } from '../../../platform/time.js';
import type { Db } from '../../../platform/transactions.js';
import type { BulkRecipeSettings } from './schemas.js';

export const organizersInGroup = (db: Db, tenant: Tenant, table: 'tags' | 'categories', ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom(table).select('id').$call(inGroup(tenant)).where('id', 'in', ids).execute();

export async function linkTags(db: Db, recipeIds: string[], tagIds: string[]): Promise<void> {
  const rows = recipeIds.flatMap((recipe_id) => tagIds.map((tag_id) => ({ recipe_id, tag_id })));
  if (rows.length > 0)
    await db
      .insertInto('recipes_to_tags')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function linkCategories(db: Db, recipeIds: string[], categoryIds: string[]): Promise<void> {
  const rows = recipeIds.flatMap((recipe_id) => categoryIds.map((category_id) => ({ recipe_id, category_id })));
  if (rows.length > 0)
    await db
      .insertInto('recipes_to_categories')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function touchRecipes(db: Db, recipeIds: string[]): Promise<void> {
  if (recipeIds.length === 0) return;
  const now = nowIso();
  await db.updateTable('recipes').set({ date_updated: now, update_at: now }).where('id', 'in', recipeIds).execute();
}

/** Writes every setting but `locked`, which only the owner changes (as Mealie's bulk action keeps it). */
export async function applySettings(db: Db, recipeId: string, settings: BulkRecipeSettings): Promise<void> {
  const now = nowIso();
  const values = {
    public: settings.public,
    show_nutrition: settings.showNutrition,
    show_assets: settings.showAssets,
    landscape_view: settings.landscapeView,
    disable_comments: settings.disableComments,
    disable_amount: settings.disableAmount,
    update_at: now,
  };
  const updated = await db.updateTable('recipe_settings').set(values).where('recipe_id', '=', recipeId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('recipe_settings')
      .values({ ...values, recipe_id: recipeId, locked: false, created_at: now })
      .execute();
  }
}

export const deleteRecipes = (db: Db, recipeIds: string[]) =>
  recipeIds.length === 0 ? Promise.resolve() : db.deleteFrom('recipes').where('id', 'in', recipeIds).execute();

export const listExports = (db: Db, tenant: Tenant) =>
  db.selectFrom('group_data_exports').selectAll().$call(inGroup(tenant)).orderBy('created_at', 'desc').orderBy('id').execute();

export type ExportRow = Awaited<ReturnType<typeof listExports>>[number];

/** An export by id alone: only for the download, where the signed file token is the permission. */
export const findExport = (db: Db, id: string) => db.selectFrom('group_data_exports').selectAll().where('id', '=', id).executeTakeFirst();

export const insertExport = (db: Db, row: Omit<ExportRow, 'created_at' | 'update_at'>) => {
  const now = nowIso();
  return db
    .insertInto('group_data_exports')
    .values({ ...row, created_at: now, update_at: now })
    .execute();
};

export const deleteExports = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve() : db.deleteFrom('group_data_exports').where('id', 'in', ids).execute();

/** The group of the recipe a signed zip token names (the token is the permission, so no tenant yet). */
export const findRecipeById = (db: Db, id: string) =>
  db.selectFrom('recipes').select(['id', 'group_id']).where('id', '=', id).executeTakeFirst();

export const setImageKey = (db: Db, recipeId: string, image: string) =>
  db.updateTable('recipes').set({ image }).where('id', '=', recipeId).execute();
