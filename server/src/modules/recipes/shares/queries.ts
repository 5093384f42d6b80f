import { inGroup, type Tenant } from '../../../platform/access.js';
import type { Db } from '../../../platform/transactions.js';

export const listTokensInGroup = (db: Db, tenant: Tenant, recipeId?: string) =>
  db
    .selectFrom('recipe_share_tokens')
    .selectAll()
    .$call(inGroup(tenant))
    .$if(recipeId !== undefined, (qb) => qb.where('recipe_id', '=', recipeId!))
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findTokenInGroup = (db: Db, tenant: Tenant, id: string) =>
  db.selectFrom('recipe_share_tokens').selectAll().where('id', '=', id).$call(inGroup(tenant)).executeTakeFirst();

/** A token by id alone: only for the public read, where holding the token id is the permission. */
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
