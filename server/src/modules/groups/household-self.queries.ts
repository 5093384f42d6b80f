import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/types.js';
import { inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/**
 * The caller's own household (/api/households/…): its members, their permission flags, its
 * statistics and its invitation tokens. Every query is narrowed to the tenant's household.
 */

/** Members of the tenant's household with the names and slugs of their group and household (UserOut). */
export const householdMembersQuery = (db: Db, tenant: Tenant) =>
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
    ])
    .$call(inGroup(tenant, 'users.group_id'))
    .$call(inHousehold(tenant, 'users.household_id'));

/** A user of the tenant's group (any household), with what the permission rules need. */
export const findGroupUser = (db: Db, tenant: Tenant, userId: string) =>
  db.selectFrom('users').select(['id', 'household_id', 'admin']).$call(inGroup(tenant)).where('id', '=', userId).executeTakeFirst();

/** Sets permission flags of a user of the tenant's household. */
export const setMemberFlags = (
  db: Db,
  tenant: Tenant,
  userId: string,
  flags: Pick<Updateable<UsersTable>, 'can_manage' | 'can_manage_household' | 'can_invite' | 'can_organize'>,
) =>
  db
    .updateTable('users')
    .set({ ...flags, update_at: nowIso() })
    .$call(inGroup(tenant))
    .$call(inHousehold(tenant))
    .where('id', '=', userId)
    .execute();

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** Recipes and users count in the household (a recipe's household is its owner's); organizers in the group. */
export async function householdStatistics(db: Db, tenant: Tenant) {
  const [totalRecipes, totalUsers, totalCategories, totalTags, totalTools] = await Promise.all([
    count(
      db
        .selectFrom('recipes')
        .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$call(inGroup(tenant, 'recipes.group_id'))
        .$call(inHousehold(tenant, 'owner.household_id')),
    ),
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$call(inGroup(tenant))
        .$call(inHousehold(tenant)),
    ),
    count(
      db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$call(inGroup(tenant)),
    ),
    count(
      db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$call(inGroup(tenant)),
    ),
    count(
      db
        .selectFrom('tools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$call(inGroup(tenant)),
    ),
  ]);
  return { totalRecipes, totalUsers, totalCategories, totalTags, totalTools };
}

// Invitations

export const listInviteTokens = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('invite_tokens')
    .select(['id', 'token', 'uses_left', 'group_id', 'household_id', 'created_at'])
    .$call(inGroup(tenant))
    .$call(inHousehold(tenant))
    .orderBy('id')
    .execute();

export const findHouseholdInviteToken = (db: Db, tenant: Tenant, token: string) =>
  db
    .selectFrom('invite_tokens')
    .select(['id', 'token', 'uses_left', 'group_id', 'household_id', 'created_at'])
    .$call(inGroup(tenant))
    .$call(inHousehold(tenant))
    .where('token', '=', token)
    .executeTakeFirst();

/** Removes the invitations created before `before` (an ISO time): they no longer work. */
export const deleteInviteTokensBefore = async (db: Db, before: string): Promise<number> =>
  Number((await db.deleteFrom('invite_tokens').where('created_at', '<', before).executeTakeFirst()).numDeletedRows);

export const insertInviteToken = (db: Db, tenant: Tenant & { householdId: string }, token: string, uses: number) => {
  const now = nowIso();
  return db
    .insertInto('invite_tokens')
    .values({ token, uses_left: uses, group_id: tenant.groupId, household_id: tenant.householdId, created_at: now, update_at: now })
    .execute();
};
