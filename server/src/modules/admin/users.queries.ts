import type { Db } from '../../platform/transactions.js';

/** Whether an administrator other than `userId` exists: the site must keep one. */
export const anotherAdminExists = async (db: Db, userId: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('admin', '=', true).where('id', '<>', userId).executeTakeFirst()) !== undefined;
