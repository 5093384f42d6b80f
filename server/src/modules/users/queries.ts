import crypto from 'node:crypto';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/types.js';
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

/** Whether any account exists (first start creates the administrator when none does). */
export const anyUserExists = async (db: Db) => (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

export const updateUserColumns = (db: Db, id: string, columns: Updateable<UsersTable>) =>
  db.updateTable('users').set(columns).where('id', '=', id).execute();

export const deleteUser = (db: Db, id: string) => db.deleteFrom('users').where('id', '=', id).execute();

/** What a password change checks: how the user signs in and the stored hash. */
export const findPasswordOf = (db: Db, id: string) =>
  db.selectFrom('users').select(['auth_method', 'password']).where('id', '=', id).executeTakeFirst();

/** Stores a new password hash; a reset also ends any lockout. */
export const setPassword = (db: Db, id: string, hash: string, options: { unlock: boolean }) =>
  db
    .updateTable('users')
    .set({ password: hash, update_at: nowIso(), ...(options.unlock ? { login_attemps: 0, locked_at: null } : {}) })
    .where('id', '=', id)
    .execute();

// API tokens

export const insertApiToken = (db: Db, userId: string, name: string, token: string) => {
  const now = nowIso();
  return db
    .insertInto('long_live_tokens')
    .values({ name, token, user_id: userId, created_at: now, update_at: now })
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
};

/** One of the user's own tokens. */
export const findApiToken = (db: Db, userId: string, tokenId: number) =>
  db.selectFrom('long_live_tokens').select(['id', 'name']).where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();

export const deleteApiToken = (db: Db, userId: string, tokenId: number) =>
  db.deleteFrom('long_live_tokens').where('id', '=', tokenId).where('user_id', '=', userId).execute();

// Invitations (registration with a group token)

export const findInviteToken = (db: Db, token: string) =>
  db.selectFrom('invite_tokens').selectAll().where('token', '=', token).executeTakeFirst();

/** Spends one use of an invitation; the last use deletes it. */
export const spendInviteToken = (db: Db, invite: { id: number; uses_left: number }) =>
  invite.uses_left <= 1
    ? db.deleteFrom('invite_tokens').where('id', '=', invite.id).execute()
    : db
        .updateTable('invite_tokens')
        .set({ uses_left: invite.uses_left - 1 })
        .where('id', '=', invite.id)
        .execute();

// Password resets

/** The account that e-mail signs in to, case-insensitive. */
export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'auth_method'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

export const insertPasswordResetToken = (db: Db, userId: string, token: string) => {
  const now = nowIso();
  return db.insertInto('password_reset_tokens').values({ user_id: userId, token, created_at: now, update_at: now }).execute();
};

export const findPasswordResetToken = (db: Db, token: string) =>
  db.selectFrom('password_reset_tokens').selectAll().where('token', '=', token).executeTakeFirst();

export const deletePasswordResetToken = (db: Db, id: number) => db.deleteFrom('password_reset_tokens').where('id', '=', id).execute();
