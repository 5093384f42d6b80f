import crypto from 'node:crypto';
import { inGroup, type Tenant } from '../../platform/access.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** A user of the tenant's group (any group for `tenant` null: an administrator), or undefined. */
export const findAvatarOwner = (db: Db, tenant: Tenant | null, id: string) => {
  const query = db.selectFrom('users').select(['id', 'cache_key']).where('id', '=', id);
  return (tenant ? query.$call(inGroup(tenant, 'users.group_id')) : query).executeTakeFirst();
};

/** A fresh cache key (different from the current one), so every client loads the new picture. */
export async function renewCacheKey(db: Db, id: string, current: string): Promise<string> {
  let key = crypto.randomBytes(6).toString('hex');
  while (key === current) key = crypto.randomBytes(6).toString('hex');
  await db.updateTable('users').set({ cache_key: key, update_at: nowIso() }).where('id', '=', id).execute();
  return key;
}
