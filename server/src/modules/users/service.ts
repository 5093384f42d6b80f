import crypto from 'node:crypto';
import type { AuthContext } from '../../platform/auth/context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, conflict, forbidden, invalid, notFound } from '../../platform/errors.js';
import { nowIso, toBool } from '../../platform/time.js';
import { findHouseholdByName } from '../groups/queries.js';
import { createGroup, createHousehold, defaultHouseholdPreferences, type HouseholdPreferencesInput } from '../groups/service.js';
import type { SeedersService } from '../seeders/service.js';
import { toUserOut } from './mappers.js';
import { findUserWithTenancy, insertUser, usernameOrEmailTaken } from './queries.js';
import type { CreateUserRegistration, UserBase, UserOut } from './schemas.js';

const PERMISSION_FLAGS = ['canInvite', 'canManage', 'canManageHousehold', 'canOrganize'] as const;
const FLAG_COLUMNS = {
  canInvite: 'can_invite',
  canManage: 'can_manage',
  canManageHousehold: 'can_manage_household',
  canOrganize: 'can_organize',
} as const;

export function createUsersService(deps: Deps, seeders: SeedersService) {
  const { db } = deps;

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

  return {
    getUserOut,

    getSelf: (auth: AuthContext) => getUserOut(auth.userId),

    /**
     * PUT /api/users/{id}: a user edits their own profile, an admin anyone's. Unlike Mealie
     * (CVE-2024-55072/-55073) a non-admin can never raise a permission flag or move to another
     * group or household.
     */
    async updateUser(auth: AuthContext, id: string, input: UserBase): Promise<void> {
      if (id !== auth.userId && !auth.admin) throw forbidden();
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
      const update: Record<string, unknown> = { email: input.email, update_at: nowIso() };
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
          const group = await db.selectFrom('groups').select('id').where('name', '=', input.group).executeTakeFirst();
          if (!group) throw badRequest(`Group "${input.group}" does not exist`);
          update.group_id = group.id;
        }
        const groupId = (update.group_id as string | undefined) ?? target.group_id;
        if ((input.household && input.household !== target.household_name) || update.group_id) {
          const name = input.household ?? deps.config.defaultHousehold;
          const household = await findHouseholdByName(db, groupId, name);
          if (!household) throw badRequest(`Household "${name}" does not exist in that group`);
          update.household_id = household.id;
        }
        // Saving an admin forces every permission flag on, as Mealie does.
        if (update.admin ?? toBool(target.admin)) {
          Object.assign(update, { advanced: true, can_invite: true, can_manage: true, can_manage_household: true, can_organize: true });
        }
      }
      await db.updateTable('users').set(update).where('id', '=', id).execute();
    },

    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string): Promise<void> {
      const user = auth.user;
      if (user.auth_method !== 'Mealie') throw badRequest('Your password is managed by your sign-in provider');
      if (!(await verifyPassword(currentPassword, user.password))) throw badRequest('Invalid current password');
      await db
        .updateTable('users')
        .set({ password: await hashPassword(newPassword), update_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
    },

    async createApiToken(auth: AuthContext, name: string, integrationId: string) {
      const token = await deps.tokens.apiToken(auth.userId, name, integrationId);
      const now = nowIso();
      const row = await db
        .insertInto('long_live_tokens')
        .values({ name, token, user_id: auth.userId, created_at: now, update_at: now })
        .returning(['id', 'name', 'created_at'])
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), name: row.name, token, createdAt: new Date(row.created_at).toISOString() };
    },

    async deleteApiToken(auth: AuthContext, tokenId: number) {
      // Another user's token answers 404, like a missing one, so ids cannot be probed.
      const row = await db
        .selectFrom('long_live_tokens')
        .select(['id', 'name'])
        .where('id', '=', tokenId)
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (!row) throw notFound('Token not found');
      await db.deleteFrom('long_live_tokens').where('id', '=', tokenId).execute();
      return { tokenDelete: row.name };
    },

    /** POST /api/users/register (domain.md §3.25). */
    async register(input: CreateUserRegistration): Promise<UserOut> {
      const hasToken = typeof input.groupToken === 'string' && input.groupToken !== '';
      if (!deps.config.allowSignup && !hasToken) throw forbidden('User Registration is Disabled');
      if (!hasToken && !input.group) throw invalid('body', 'group', 'Either a group name or an invitation token is required');
      const password = await hashPassword(input.password);
      const { id, newGroupId } = await db.transaction().execute(async (trx) => {
        const taken = await usernameOrEmailTaken(trx, input.username, input.email);
        if (taken.username) throw conflict('That username is already taken');
        if (taken.email) throw conflict('That email is already in use');

        let groupId: string;
        let householdId: string;
        let flags: boolean;
        if (hasToken) {
          const invite = await trx.selectFrom('invite_tokens').selectAll().where('token', '=', input.groupToken!).executeTakeFirst();
          if (!invite || invite.uses_left <= 0) throw badRequest('Invalid invitation token');
          groupId = invite.group_id;
          householdId = invite.household_id;
          flags = false;
          if (invite.uses_left <= 1) await trx.deleteFrom('invite_tokens').where('id', '=', invite.id).execute();
          else
            await trx
              .updateTable('invite_tokens')
              .set({ uses_left: invite.uses_left - 1 })
              .where('id', '=', invite.id)
              .execute();
        } else {
          const group = await createGroup(trx, input.group!, input.private, deps.config.defaultHousehold);
          groupId = group.id;
          householdId = group.household.id;
          if (input.household && input.household !== group.household.name) {
            const prefs: HouseholdPreferencesInput = {
              ...defaultHouseholdPreferences(input.private),
              recipeShowNutrition: input.advanced,
              recipeShowAssets: input.advanced,
              recipeDisableComments: input.advanced,
              recipeDisableAmount: input.advanced,
            };
            householdId = (await createHousehold(trx, groupId, input.household, prefs)).id;
          }
          flags = true;
        }
        const userId = await insertUser(trx, {
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          password,
          admin: false,
          advanced: input.advanced,
          canInvite: flags,
          canManage: flags,
          canManageHousehold: flags,
          canOrganize: flags,
          groupId,
          householdId,
        });
        return { id: userId, newGroupId: hasToken ? null : groupId };
      });
      // Seeding runs after the commit: seedGroup opens its own transactions on the shared handle,
      // which would wait forever for SQLite's single connection (and on PostgreSQL could not see
      // the uncommitted group). It only adds what is missing, so a failed seed can be re-run from
      // the seeders endpoints.
      if (newGroupId && input.seedData) await seeders.seedGroup(newGroupId, input.locale);
      return getUserOut(id);
    },

    /** Stores a single-use reset token; the caller mails the link. Unknown e-mails are silently ignored. */
    async createPasswordResetToken(email: string): Promise<{ token: string; user: { email: string; fullName: string } } | null> {
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'full_name', 'auth_method'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      if (!user || user.auth_method !== 'Mealie') return null;
      const token = crypto.randomBytes(24).toString('base64url').slice(0, 32);
      const now = nowIso();
      await db.insertInto('password_reset_tokens').values({ user_id: user.id, token, created_at: now, update_at: now }).execute();
      return { token, user: { email: user.email, fullName: user.full_name } };
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await db.selectFrom('password_reset_tokens').selectAll().where('token', '=', token).executeTakeFirst();
      // Tokens older than two days are void (Mealie purges them daily).
      if (!row || Date.now() - new Date(row.created_at).getTime() > 2 * 86400_000) throw badRequest('Invalid token');
      const password = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password, login_attemps: 0, locked_at: null, update_at: nowIso() })
          .where('id', '=', row.user_id)
          .execute();
        await trx.deleteFrom('password_reset_tokens').where('id', '=', row.id).execute();
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
