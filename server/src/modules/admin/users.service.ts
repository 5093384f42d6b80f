import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { findHouseholdByName } from '../groups/queries.js';
import { toUserOut, toUserOuts } from '../users/mappers.js';
import { findUserWithTenancy, insertUser, usernameOrEmailTaken, usersWithTenancy } from '../users/queries.js';
import type { UserBase, UserIn, UserOut } from '../users/schemas.js';
import type { UsersService } from '../users/service.js';

const USER_ATTRIBUTES: AttributeMap = {
  id: { column: 'users.id', type: 'uuid' },
  username: { column: 'users.username', type: 'string' },
  full_name: { column: 'users.full_name', type: 'string' },
  email: { column: 'users.email', type: 'string' },
  admin: { column: 'users.admin', type: 'boolean' },
  advanced: { column: 'users.advanced', type: 'boolean' },
  auth_method: { column: 'users.auth_method', type: 'string' },
  group_id: { column: 'users.group_id', type: 'uuid' },
  household_id: { column: 'users.household_id', type: 'uuid' },
  'group.name': { column: 'groups.name', type: 'string' },
  'household.name': { column: 'households.name', type: 'string' },
  can_invite: { column: 'users.can_invite', type: 'boolean' },
  can_manage: { column: 'users.can_manage', type: 'boolean' },
  can_manage_household: { column: 'users.can_manage_household', type: 'boolean' },
  can_organize: { column: 'users.can_organize', type: 'boolean' },
  locked_at: { column: 'users.locked_at', type: 'datetime' },
  created_at: { column: 'users.created_at', type: 'datetime' },
  update_at: { column: 'users.update_at', type: 'datetime' },
  updated_at: { column: 'users.update_at', type: 'datetime' },
};

export function createAdminUsersService(deps: Deps, users: UsersService) {
  const { db, config } = deps;

  async function resolveTenancy(groupName: string | null | undefined, householdName: string | null | undefined) {
    const name = groupName || config.defaultGroup;
    const group = await db.selectFrom('groups').select('id').where('name', '=', name).executeTakeFirst();
    if (!group) throw badRequest(`Group "${name}" does not exist`);
    const hName = householdName || config.defaultHousehold;
    const household = await findHouseholdByName(db, group.id, hName);
    if (!household) throw badRequest(`Household "${hName}" does not exist in group "${name}"`);
    return { groupId: group.id, householdId: household.id };
  }

  return {
    listUsers: (_auth: AuthContext, q: PaginationQuery) =>
      paginate(usersWithTenancy(db), q, {
        basePath: '/api/admin/users',
        attributes: USER_ATTRIBUTES,
        idColumn: 'users.id',
        defaultOrder: 'created_at',
        map: (rows) => toUserOuts(db, rows),
      }),

    async getUser(_auth: AuthContext, id: string): Promise<UserOut> {
      return users.getUserOut(id);
    },

    async createUser(_auth: AuthContext, input: UserIn): Promise<UserOut> {
      const taken = await usernameOrEmailTaken(db, input.username, input.email);
      if (taken.username) throw conflict('That username is already taken');
      if (taken.email) throw conflict('That email is already in use');
      const { groupId, householdId } = await resolveTenancy(input.group, input.household);
      const id = await insertUser(db, {
        username: input.username,
        fullName: input.fullName,
        email: input.email,
        password: await hashPassword(input.password),
        authMethod: input.authMethod,
        admin: input.admin ?? false,
        advanced: input.advanced ?? false,
        canInvite: input.canInvite ?? false,
        canManage: input.canManage ?? false,
        canManageHousehold: input.canManageHousehold ?? false,
        canOrganize: input.canOrganize ?? false,
        groupId,
        householdId,
      });
      const row = await findUserWithTenancy(db, id);
      return toUserOut(db, row!);
    },

    async updateUser(auth: AuthContext, id: string, input: UserBase): Promise<UserOut> {
      if (id === auth.userId && input.admin === false) throw forbidden('You cannot remove your own administrator rights');
      await users.updateUser(auth, id, input);
      return users.getUserOut(id);
    },

    async deleteUser(auth: AuthContext, id: string): Promise<UserOut> {
      if (id === auth.userId) throw forbidden('You cannot delete your own account');
      const user = await users.getUserOut(id);
      await db.deleteFrom('users').where('id', '=', id).execute();
      await fs.rm(path.join(config.dataDir, 'users', id), { recursive: true, force: true });
      return user;
    },

    /** Clears expired lockouts, or every lockout with `force`. */
    async unlockUsers(_auth: AuthContext, force: boolean): Promise<{ unlocked: number }> {
      const cutoff = new Date(Date.now() - config.lockoutHours * 3600_000).toISOString();
      let q = db.updateTable('users').set({ login_attemps: 0, locked_at: null }).where('locked_at', 'is not', null);
      if (!force) q = q.where('locked_at', '<', cutoff);
      const result = await q.executeTakeFirst();
      return { unlocked: Number(result.numUpdatedRows) };
    },

    async createPasswordResetToken(_auth: AuthContext, email: string): Promise<{ token: string }> {
      const created = await users.createPasswordResetToken(email);
      if (!created) throw notFound('No user who signs in with a password has that e-mail');
      return { token: created.token };
    },
  };
}
