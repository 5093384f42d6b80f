import { type MemberScope, requireAccess } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { forbidden, notFound, notFoundText } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { toBool } from '../../platform/time.js';
import { withTransaction } from '../../platform/transactions.js';
import { toUserOuts } from '../users/mappers.js';
import type { UserOut } from '../users/schemas.js';
import type { UsersService } from '../users/service.js';
import { findGroupUser, householdMembersQuery, householdStatistics, setMemberFlags } from './household-self.queries.js';
import type { HouseholdStatistics, SetPermissions, UpdateHouseholdPreferences } from './household-self.schemas.js';
import { toHouseholdSummary } from './households.service.js';
import { findHouseholdWithGroup, membersOfHouseholds, setHouseholdPreferences } from './queries.js';
import type { HouseholdInDB } from './schemas.js';

const MEMBER_ATTRIBUTES: AttributeMap = {
  id: { column: 'users.id', type: 'uuid' },
  username: { column: 'users.username', type: 'string' },
  full_name: { column: 'users.full_name', type: 'string' },
  email: { column: 'users.email', type: 'string' },
  admin: { column: 'users.admin', type: 'boolean' },
  advanced: { column: 'users.advanced', type: 'boolean' },
  household_id: { column: 'users.household_id', type: 'uuid' },
  group_id: { column: 'users.group_id', type: 'uuid' },
  can_invite: { column: 'users.can_invite', type: 'boolean' },
  can_manage: { column: 'users.can_manage', type: 'boolean' },
  can_manage_household: { column: 'users.can_manage_household', type: 'boolean' },
  can_organize: { column: 'users.can_organize', type: 'boolean' },
  created_at: { column: 'users.created_at', type: 'datetime' },
  update_at: { column: 'users.update_at', type: 'datetime' },
  updated_at: { column: 'users.update_at', type: 'datetime' },
};

/** /api/households/{self,members,preferences,permissions,statistics}: the caller's own household. */
export function createHouseholdSelfService(deps: Deps, users: UsersService) {
  const { db } = deps;

  async function getSelf(auth: MemberScope): Promise<HouseholdInDB> {
    const row = await findHouseholdWithGroup(db, auth.householdId);
    if (!row) throw notFoundText('Household not found');
    const members = await membersOfHouseholds(db, [auth]);
    const summary = toHouseholdSummary(row);
    return {
      ...summary,
      preferences: summary.preferences!,
      group: row.group_name,
      users: members.map((u) => ({ id: u.id, fullName: u.full_name })),
      webhooks: [],
    };
  }

  return {
    getSelf,

    /** Members of the caller's household; their API tokens are not listed (Mealie leaks them here). */
    async listMembers(auth: MemberScope, q: PaginationQuery): Promise<Page<UserOut>> {
      return paginate(householdMembersQuery(db, auth), q, {
        attributes: MEMBER_ATTRIBUTES,
        idColumn: 'users.id',
        defaultOrder: 'created_at',
        map: async (rows) => (await toUserOuts(db, rows)).map((user) => ({ ...user, tokens: [] })),
      });
    },

    async getPreferences(auth: MemberScope) {
      return (await getSelf(auth)).preferences;
    },

    async updatePreferences(auth: MemberScope, input: UpdateHouseholdPreferences) {
      requireAccess(auth, 'household.manage');
      await setHouseholdPreferences(db, auth, {
        private_household: input.privateHousehold,
        lock_recipe_edits_from_other_households: input.lockRecipeEditsFromOtherHouseholds,
        first_day_of_week: input.firstDayOfWeek,
        recipe_public: input.recipePublic,
        recipe_show_nutrition: input.recipeShowNutrition,
        recipe_show_assets: input.recipeShowAssets,
        recipe_landscape_view: input.recipeLandscapeView,
        recipe_disable_comments: input.recipeDisableComments,
        recipe_disable_amount: input.recipeDisableAmount,
      });
      return (await getSelf(auth)).preferences;
    },

    /**
     * A manager (or an administrator) sets the flags of another member of their own household.
     * Another group's user is as unknown as a missing one; nobody changes their own flags (no one
     * raises themself) or an administrator's (an admin holds every flag by definition).
     */
    async setMemberPermissions(auth: MemberScope, input: SetPermissions): Promise<UserOut> {
      requireAccess(auth, 'group.manage');
      await withTransaction(db, async () => {
        const target = await findGroupUser(db, auth, input.userId);
        if (!target) throw notFound('User not found');
        if (target.household_id !== auth.householdId)
          throw forbidden('You can only change the permissions of members of your own household');
        if (target.id === auth.userId) throw forbidden('You cannot change your own permissions');
        if (toBool(target.admin)) throw forbidden("An administrator's permissions cannot be changed");
        await setMemberFlags(db, auth, target.id, {
          can_manage_household: input.canManageHousehold,
          can_manage: input.canManage,
          can_invite: input.canInvite,
          can_organize: input.canOrganize,
        });
      });
      const user = await users.getUserOut(input.userId);
      return { ...user, tokens: [] };
    },

    statistics: (auth: MemberScope): Promise<HouseholdStatistics> => householdStatistics(db, auth),
  };
}

export type HouseholdSelfService = ReturnType<typeof createHouseholdSelfService>;
