import type { Db } from '../../platform/transactions.js';

/** Unlocks every account locked before `lockedBefore`, with a fresh count of failed sign-ins; answers how many. */
export async function releaseLockoutsBefore(db: Db, lockedBefore: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ locked_at: null, login_attemps: 0 })
    .where('locked_at', 'is not', null)
    .where('locked_at', '<', lockedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
