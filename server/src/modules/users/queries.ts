import crypto from 'node:crypto';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** Users with the names and slugs of their group and household, as UserOut needs them. */
export const usersWithTenancy = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .innerJoin('households', 'households.id', 'users.household_id')
    .selectAll('users')
    .select([
      'groups.name as group_name',
      'groups.slug as group_slug',
      'households.name as household_name',
      'households.slug as household_slug',
    ]);

export type UserWithTenancy = NonNullable<Awaited<ReturnType<ReturnType<typeof usersWithTenancy>['executeTakeFirst']>>>;

export const findUserWithTenancy = (db: Db, id: string) => usersWithTenancy(db).where('users.id', '=', id).executeTakeFirst();

/** Sign-in name: username first, then e-mail, both case-insensitive. */
export async function findUserForSignIn(db: Db, login: string) {
  const needle = login.trim().toLowerCase();
  const byName = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', needle))
    .executeTakeFirst();
  if (byName) return byName;
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', needle))
    .executeTakeFirst();
}

export async function usernameOrEmailTaken(db: Db, username: string | undefined, email: string | undefined, exceptId?: string) {
  const result: { username: boolean; email: boolean } = { username: false, email: false };
  if (username) {
    let q = db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
    if (exceptId) q = q.where('id', '<>', exceptId);
    result.username = (await q.executeTakeFirst()) !== undefined;
  }
  if (email) {
    let q = db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
    if (exceptId) q = q.where('id', '<>', exceptId);
    result.email = (await q.executeTakeFirst()) !== undefined;
  }
  return result;
}

export const listTokensForUsers = (db: Db, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('long_live_tokens')
        .select(['id', 'name', 'user_id', 'created_at'])
        .where('user_id', 'in', userIds)
        .orderBy('id')
        .execute();

export interface NewUserFields {
  username: string;
  fullName: string;
  email: string;
  /** Already hashed. */
  password: string;
  authMethod?: 'Mealie' | 'LDAP' | 'OIDC';
  admin: boolean;
  advanced: boolean;
  canInvite: boolean;
  canManage: boolean;
  canManageHousehold: boolean;
  canOrganize: boolean;
  groupId: string;
  householdId: string;
}

/** Writes a new user row and returns its id. An admin gets every flag, as Mealie saves it. */
export async function insertUser(db: Db, fields: NewUserFields): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const { admin } = fields;
  await db
    .insertInto('users')
    .values({
      id,
      username: fields.username,
      full_name: fields.fullName,
      email: fields.email,
      password: fields.password,
      auth_method: fields.authMethod ?? 'Mealie',
      admin,
      advanced: admin || fields.advanced,
      can_invite: admin || fields.canInvite,
      can_manage: admin || fields.canManage,
      can_manage_household: admin || fields.canManageHousehold,
      can_organize: admin || fields.canOrganize,
      group_id: fields.groupId,
      household_id: fields.householdId,
      cache_key: crypto.randomBytes(6).toString('hex'),
      login_attemps: 0,
      locked_at: null,
      created_at: now,
      update_at: now,
    })
    .execute();
  return id;
}
