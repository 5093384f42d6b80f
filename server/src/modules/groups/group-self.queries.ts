import { sql } from 'kysely';
import { inGroup, type Tenant } from '../../platform/access.js';
import type { Db } from '../../platform/transactions.js';

/** The group's members as `/api/groups/members` lists them (UserSummary columns). */
export const groupMembers = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('users')
    .select(['users.id', 'users.group_id', 'users.household_id', 'users.username', 'users.full_name', 'users.created_at'])
    .$call(inGroup(tenant, 'users.group_id'));

export type GroupMemberRow = Awaited<ReturnType<ReturnType<typeof groupMembers>['executeTakeFirstOrThrow']>>;

export const findGroupMemberById = (db: Db, tenant: Tenant, id: string) =>
  groupMembers(db, tenant).where('users.id', '=', id).executeTakeFirst();

/** Usernames are unique regardless of case (the username validator ignores it), so this names one member. */
export const findGroupMemberByUsername = (db: Db, tenant: Tenant, username: string) =>
  groupMembers(db, tenant).where(sql<boolean>`lower(users.username) = ${username.toLowerCase()}`).executeTakeFirst();

/** Ids of every recipe of the group, in all of its households (their folders make up its storage). */
export const groupRecipeIds = async (db: Db, tenant: Tenant): Promise<string[]> =>
  (await db.selectFrom('recipes').select('recipes.id').$call(inGroup(tenant, 'recipes.group_id')).execute()).map((r) => r.id);
