import { inGroup, type Tenant } from '../../../platform/access.js';
import type { Db } from '../../../platform/transactions.js';

/**
 * The member a queued bulk import runs as, read afresh when it runs: someone removed from the
 * group since is not found, and changed permissions apply.
 */
export const findMember = (db: Db, tenant: Tenant, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'group_id', 'household_id', 'admin', 'advanced', 'can_invite', 'can_manage', 'can_manage_household', 'can_organize'])
    .where('id', '=', userId)
    .$call(inGroup(tenant))
    .executeTakeFirst();
