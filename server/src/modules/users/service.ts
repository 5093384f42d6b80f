import crypto from 'node:crypto';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/types.js';
import { adminTenant, requireAccess, type Scope } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, conflict, forbidden, internalError, mailNotConfigured, notFound } from '../../platform/errors.js';
import { mailReady, passwordResetMail, sendMail } from '../../platform/mail.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { nowIso, toBool } from '../../platform/time.js';
import { withTransaction } from '../../platform/transactions.js';
import type { HouseholdsService } from '../groups/households.service.js';
import type { GroupsService } from '../groups/service.js';
import { toUserOut, toUserOuts } from './mappers.js';
import {
  deleteApiToken,
  deletePasswordResetToken,
  deleteUser,
  findApiToken,
  findPasswordOf,
  findPasswordResetToken,
  findUserByEmail,
  findUserWithTenancy,
  insertApiToken,
  insertPasswordResetToken,
  insertUser,
  setPassword,
  updateUserColumns,
  usernameOrEmailTaken,
  usersWithTenancy,
} from './queries.js';
import type { UserBase, UserIn, UserOut } from './schemas.js';

const PERMISSION_FLAGS = ['canInvite', 'canManage', 'canManageHousehold', 'canOrganize'] as const;
const FLAG_COLUMNS = {
  canInvite: 'can_invite',
  canManage: 'can_manage',
  canManageHousehold: 'can_manage_household',
  canOrganize: 'can_organize',
} as const;

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

/** A password reset token lives two days (Mealie purges them daily). */
const RESET_TOKEN_MS = 2 * 86400_000;

export function createUsersService(deps: Deps, tenancy: { groups: GroupsService; households: HouseholdsService }) {
  const { db, config } = deps;

  async function getUserOut(id: string): Promise<UserOut> {
    const row = await findUserWithTenancy(db, id);
    if (!row) throw notFound('User not found');
    return toUserOut(db, row);
  }

  async function assertUnique(username: string | undefined, email: string | undefined, exceptId?: string) {
    const taken = await usernameOrEmailTaken(db, username, email, exceptId);
    if (taken.username) throw conflict('That username is already taken');
    if (taken.email) throw conflict('That email is already in use');
  }

  /** The ids of a group and household an administrator names (defaults from the configuration). */
  async function resolveTenancy(scope: Scope, groupName: string | null | undefined, householdName: string | null | undefined) {
    const name = groupName || config.defaultGroup;
    const group = await tenancy.groups.findGroupByName(name);
    if (!group) throw badRequest(`Group "${name}" does not exist`);
    const hName = householdName || config.defaultHousehold;
    const household = await tenancy.households.findHouseholdByName(adminTenant(scope, group.id), hName);
    if (!household) throw badRequest(`Household "${hName}" does not exist in group "${name}"`);
    return { groupId: group.id, householdId: household.id };
  }

  /** A reset token for a password account (none for LDAP/OIDC users or unknown addresses). */
  async function createPasswordResetToken(email: string): Promise<{ token: string; user: { email: string; fullName: string } } | null> {
    const user = await findUserByEmail(db, email);
    if (user?.auth_method !== 'Mealie') return null;
    const token = crypto.randomBytes(24).toString('base64url').slice(0, 32);
    await insertPasswordResetToken(db, user.id, token);
    return { token, user: { email: user.email, fullName: user.full_name } };
  }

  return {
    getUserOut,

    getSelf: (auth: AuthContext) => getUserOut(auth.userId),

    /** Any user of any group: administrators only. */
    async getUser(scope: Scope, id: string): Promise<UserOut> {
      requireAccess(scope, 'admin');
      return getUserOut(id);
    },

    /** Every user of every group: administrators only. */
    async listUsers(scope: Scope, q: PaginationQuery): Promise<Page<UserOut>> {
      requireAccess(scope, 'admin');
      return paginate(usersWithTenancy(db), q, {
        attributes: USER_ATTRIBUTES,
        idColumn: 'users.id',
        defaultOrder: 'created_at',
        map: (rows) => toUserOuts(db, rows),
      });
    },

    /** An administrator adds a user to the group and household named in the input. */
    async createUser(scope: Scope, input: UserIn): Promise<UserOut> {
      requireAccess(scope, 'admin');
      await assertUnique(input.username, input.email);
      const { groupId, householdId } = await resolveTenancy(scope, input.group, input.household);
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
      return getUserOut(id);
    },

    /**
     * PUT /api/users/{id}: a user edits their own profile, an admin anyone's. Unlike Mealie
     * (CVE-2024-55072/-55073) a non-admin can never raise a permission flag or move to another
     * group or household.
     */
    async updateUser(auth: AuthContext, id: string, input: UserBase): Promise<void> {
      requireAccess(auth, 'user.edit', { id });
      const target = await findUserWithTenancy(db, id);
      if (!target) throw notFound('User not found');

      if (!auth.admin) {
        if (input.admin === true) throw forbidden('You cannot make yourself an administrator');
        if (input.group && input.group !== target.group_name) throw forbidden('You cannot move yourself to another group');
        if (input.household && input.household !== target.household_name) {
          throw forbidden('You cannot move yourself to another household');
        }
        for (const flag of PERMISSION_FLAGS) {
          if (input[flag] === true && !toBool(target[FLAG_COLUMNS[flag]])) {
            throw forbidden('You cannot raise your own permissions');
          }
        }
      } else if (id === auth.userId && input.admin === false) {
        throw forbidden('You cannot remove your own administrator rights');
      }

      await assertUnique(input.username, input.email, id);
      const update: Updateable<UsersTable> = { email: input.email, update_at: nowIso() };
      if (input.username !== undefined) update.username = input.username;
      if (input.fullName !== undefined) update.full_name = input.fullName;
      if (input.advanced !== undefined) update.advanced = input.advanced;
      for (const flag of PERMISSION_FLAGS) {
        // Non-admins may only lower their own flags (raising was refused above).
        if (input[flag] !== undefined) update[FLAG_COLUMNS[flag]] = input[flag];
      }
      if (auth.admin) {
        if (input.admin !== undefined) update.admin = input.admin;
        if (input.group && input.group !== target.group_name) {
          const group = await tenancy.groups.findGroupByName(input.group);
          if (!group) throw badRequest(`Group "${input.group}" does not exist`);
          update.group_id = group.id;
        }
        const groupId = update.group_id ?? target.group_id;
        if ((input.household && input.household !== target.household_name) || update.group_id) {
          const name = input.household ?? config.defaultHousehold;
          const household = await tenancy.households.findHouseholdByName(adminTenant(auth, groupId), name);
          if (!household) throw badRequest(`Household "${name}" does not exist in that group`);
          update.household_id = household.id;
        }
        // Saving an admin forces every permission flag on, as Mealie does.
        if (update.admin ?? toBool(target.admin)) {
          Object.assign(update, { advanced: true, can_invite: true, can_manage: true, can_manage_household: true, can_organize: true });
        }
      }
      await updateUserColumns(db, id, update);
    },

    /** Deletes any user's account row: administrators only (their files are the caller's business). */
    async deleteUser(scope: Scope, id: string): Promise<UserOut> {
      requireAccess(scope, 'admin');
      const user = await getUserOut(id);
      await deleteUser(db, id);
      return user;
    },

    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
      const user = await findPasswordOf(db, auth.userId);
      if (!user) throw notFound('User not found');
      if (user.auth_method !== 'Mealie') throw badRequest('Your password is managed by your sign-in provider');
      if (!(await verifyPassword(currentPassword, user.password))) throw badRequest('Invalid current password');
      await setPassword(db, auth.userId, await hashPassword(newPassword), { unlock: false });
    },

    async createApiToken(auth: AuthContext, name: string, integrationId: string) {
      const token = await deps.tokens.apiToken(auth.userId, name, integrationId);
      const row = await insertApiToken(db, auth.userId, name, token);
      return { id: Number(row.id), name: row.name, token, createdAt: new Date(row.created_at).toISOString() };
    },

    async deleteApiToken(auth: AuthContext, tokenId: number) {
      // Another user's token answers 404, like a missing one, so ids cannot be probed.
      const row = await findApiToken(db, auth.userId, tokenId);
      if (!row) throw notFound('Token not found');
      await deleteApiToken(db, auth.userId, tokenId);
      return { tokenDelete: row.name };
    },

    /** Stores a single-use reset token; the caller mails the link. Unknown e-mails are silently ignored. */
    createPasswordResetToken,

    /**
     * POST /api/users/forgot-password: mails a reset link to a password account. Every address gets
     * the same answer, so accounts cannot be discovered. Without a mail server nothing could reach
     * anyone, so every address is told that instead (503), and no token is made; Mealie answers 200
     * and sends nothing, which tells the user a link is on its way when none is.
     */
    async sendPasswordReset(email: string): Promise<void> {
      if (!mailReady(deps.config)) throw mailNotConfigured();
      const created = await createPasswordResetToken(email);
      if (!created) return;
      try {
        await sendMail(deps.config, {
          to: created.user.email,
          ...passwordResetMail(deps.config.baseUrl, created.token, created.user.fullName),
        });
      } catch (error) {
        throw internalError('Email failure', error);
      }
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await findPasswordResetToken(db, token);
      if (!row || Date.now() - new Date(row.created_at).getTime() > RESET_TOKEN_MS) throw badRequest('Invalid token');
      const password = await hashPassword(newPassword);
      await withTransaction(db, async (trx) => {
        await setPassword(trx, row.user_id, password, { unlock: true });
        await deletePasswordResetToken(trx, row.id);
      });
    },

    /** Availability checks of the registration form. */
    usernameAvailable: async (name: string) => !(await usernameOrEmailTaken(db, name.trim(), undefined)).username,
    emailAvailable: async (email: string) => !(await usernameOrEmailTaken(db, undefined, email.trim())).email,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
