import type { Db } from '../../../platform/transactions.js';

export const tokensInGroup = (db: Db, groupId: string) =>
  db.selectFrom('recipe_share_tokens').selectAll().where('group_id', '=', groupId).orderBy('created_at').orderBy('id');

export const findToken = (db: Db, id: string) => db.selectFrom('recipe_share_tokens').selectAll().where('id', '=', id).executeTakeFirst();

export type ShareTokenRow = NonNullable<Awaited<ReturnType<typeof findToken>>>;

export const insertToken = (db: Db, row: { id: string; groupId: string; recipeId: string; expiresAt: string; now: string }) =>
  db
    .insertInto('recipe_share_tokens')
    .values({
      id: row.id,
      group_id: row.groupId,
      recipe_id: row.recipeId,
      expires_at: row.expiresAt,
      created_at: row.now,
      update_at: row.now,
    })
    .execute();

export const deleteToken = (db: Db, id: string) => db.deleteFrom('recipe_share_tokens').where('id', '=', id).execute();

export const findRecipeOwner = (db: Db, recipeId: string) =>
  db
    .selectFrom('recipes')
    .innerJoin('users', 'users.id', 'recipes.user_id')
    .selectAll('users')
    .where('recipes.id', '=', recipeId)
    .executeTakeFirst();
