import { inGroup, type Tenant } from '../../../platform/access.js';
import { nowIso, toBool } from '../../../platform/time.js';
import type { Db } from '../../../platform/transactions.js';

/** Comments with their author, limited to the recipes of one group. */
export const commentsInGroup = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('recipe_comments')
    .innerJoin('recipes', 'recipes.id', 'recipe_comments.recipe_id')
    .innerJoin('users', 'users.id', 'recipe_comments.user_id')
    .selectAll('recipe_comments')
    .select(['users.username', 'users.admin'])
    .$call(inGroup(tenant, 'recipes.group_id'));

export type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof commentsInGroup>['executeTakeFirst']>>>;

export const findCommentInGroup = (db: Db, tenant: Tenant, id: string) =>
  commentsInGroup(db, tenant).where('recipe_comments.id', '=', id).executeTakeFirst();

export const listCommentsOfRecipe = (db: Db, tenant: Tenant, recipeId: string) =>
  commentsInGroup(db, tenant)
    .where('recipe_comments.recipe_id', '=', recipeId)
    .orderBy('recipe_comments.created_at')
    .orderBy('recipe_comments.id')
    .execute();

export async function insertComment(db: Db, recipeId: string, userId: string, text: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto('recipe_comments')
    .values({ id, recipe_id: recipeId, user_id: userId, text, created_at: now, update_at: now })
    .execute();
  return id;
}

export const updateCommentText = (db: Db, id: string, text: string) =>
  db.updateTable('recipe_comments').set({ text, update_at: nowIso() }).where('id', '=', id).execute();

export const deleteComment = (db: Db, id: string) => db.deleteFrom('recipe_comments').where('id', '=', id).execute();

export const commentsDisabled = async (db: Db, recipeId: string) => {
  const row = await db.selectFrom('recipe_settings').select('disable_comments').where('recipe_id', '=', recipeId).executeTakeFirst();
  return row ? toBool(row.disable_comments) : false;
};
