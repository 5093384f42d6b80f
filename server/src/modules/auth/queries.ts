import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** Sign-in name: username first, then e-mail, both case-insensitive. */
export async function findUserForSignIn(db: Db, login: string) {
  const needle = login.trim().toLowerCase();
  const columns = ['id', 'password', 'auth_method', 'login_attemps', 'locked_at'] as const;
  const byName = await db
    .selectFrom('users')
    .select(columns)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', needle))
    .executeTakeFirst();
  if (byName) return byName;
  return db
    .selectFrom('users')
    .select(columns)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', needle))
    .executeTakeFirst();
}

/** Counts a failed attempt; `lock` also locks the account from now on. */
export const recordFailedSignIn = (db: Db, userId: string, attempts: number, lock: boolean) =>
  db
    .updateTable('users')
    .set({ login_attemps: attempts, ...(lock ? { locked_at: nowIso() } : {}) })
    .where('id', '=', userId)
    .execute();

/** Clears the failed attempts and the lock; `rehashedPassword` replaces the stored hash as well. */
export const clearFailedSignIns = (db: Db, userId: string, rehashedPassword?: string) =>
  db
    .updateTable('users')
    .set({ login_attemps: 0, locked_at: null, ...(rehashedPassword ? { password: rehashedPassword } : {}) })
    .where('id', '=', userId)
    .execute();

/** Ends every lockout at once (an administrator's forced unlock); answers how many. */
export async function releaseAllLockouts(db: Db): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ login_attemps: 0, locked_at: null })
    .where('locked_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
