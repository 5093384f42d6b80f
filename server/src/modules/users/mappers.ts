import { toBool, toIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { listTokensForUsers, type UserWithTenancy } from './queries.js';
import type { UserOut } from './schemas.js';

export async function toUserOuts(db: Db, rows: UserWithTenancy[]): Promise<UserOut[]> {
  const tokens = await listTokensForUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    authMethod: row.auth_method,
    admin: toBool(row.admin),
    group: row.group_name,
    household: row.household_name,
    advanced: toBool(row.advanced),
    canInvite: toBool(row.can_invite),
    canManage: toBool(row.can_manage),
    canManageHousehold: toBool(row.can_manage_household),
    canOrganize: toBool(row.can_organize),
    groupId: row.group_id,
    groupSlug: row.group_slug,
    householdId: row.household_id,
    householdSlug: row.household_slug,
    // Token strings are shown once, when created; listing them again would leak them.
    tokens: tokens.filter((t) => t.user_id === row.id).map((t) => ({ id: Number(t.id), name: t.name, createdAt: toIso(t.created_at) })),
    cacheKey: row.cache_key,
  }));
}

export async function toUserOut(db: Db, row: UserWithTenancy): Promise<UserOut> {
  return (await toUserOuts(db, [row]))[0];
}
