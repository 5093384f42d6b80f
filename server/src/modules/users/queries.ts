import type { Db } from '../groups/queries.js';

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
