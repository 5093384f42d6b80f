import { systemTenant } from '../../platform/access.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, conflict, forbidden, invalid } from '../../platform/errors.js';
import { userSignupEvent } from '../../platform/events/types.js';
import { withTransaction } from '../../platform/transactions.js';
import { createHousehold, defaultHouseholdPreferences, type HouseholdPreferencesInput } from '../groups/households.service.js';
import { invitationExpired } from '../groups/invitations.service.js';
import { createGroup } from '../groups/service.js';
import type { SeedersService } from '../seeders/service.js';
import { findInviteToken, insertUser, spendInviteToken, usernameOrEmailTaken } from './queries.js';
import type { CreateUserRegistration, UserOut } from './schemas.js';
import type { UsersService } from './service.js';

/** Where a new account goes: the inviting household, or a new group (and household) of its own. */
interface Placement {
  groupId: string;
  householdId: string;
  /** A founder of a new group gets every permission flag; an invitee none. */
  founder: boolean;
}

/** POST /api/users/register (domain.md §3.25). */
export function createRegistrationService(deps: Deps, users: UsersService, seeders: SeedersService) {
  const { db, config } = deps;

  async function invitedPlacement(groupToken: string): Promise<Placement> {
    const invite = await findInviteToken(db, groupToken);
    if (!invite || invite.uses_left <= 0 || invitationExpired(invite.created_at)) throw badRequest('Invalid invitation token');
    await spendInviteToken(db, invite);
    return { groupId: invite.group_id, householdId: invite.household_id, founder: false };
  }

  async function newGroupPlacement(input: CreateUserRegistration): Promise<Placement> {
    const group = await createGroup(db, input.group!, input.private, config.defaultHousehold);
    let householdId = group.household.id;
    if (input.household && input.household !== group.household.name) {
      const preferences: HouseholdPreferencesInput = {
        ...defaultHouseholdPreferences(input.private),
        recipeShowNutrition: input.advanced,
        recipeShowAssets: input.advanced,
        recipeDisableComments: input.advanced,
        recipeDisableAmount: input.advanced,
      };
      householdId = (await createHousehold(db, systemTenant(group.id), input.household, preferences)).id;
    }
    return { groupId: group.id, householdId, founder: true };
  }

  return {
    /**
     * One unit of work: the invitation's use, the new group and household, the account and the
     * seeded foods, units and labels are all written, or none of them.
     */
    async register(input: CreateUserRegistration): Promise<UserOut> {
      const hasToken = typeof input.groupToken === 'string' && input.groupToken !== '';
      if (!config.allowSignup && !hasToken) throw forbidden('User Registration is Disabled');
      if (!hasToken && !input.group) throw invalid('body', 'group', 'Either a group name or an invitation token is required');
      const password = await hashPassword(input.password);
      const id = await withTransaction(db, async () => {
        const taken = await usernameOrEmailTaken(db, input.username, input.email);
        if (taken.username) throw conflict('That username is already taken');
        if (taken.email) throw conflict('That email is already in use');

        const placement = hasToken ? await invitedPlacement(input.groupToken!) : await newGroupPlacement(input);
        const userId = await insertUser(db, {
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          password,
          admin: false,
          advanced: input.advanced,
          canInvite: placement.founder,
          canManage: placement.founder,
          canManageHousehold: placement.founder,
          canOrganize: placement.founder,
          groupId: placement.groupId,
          householdId: placement.householdId,
        });
        if (placement.founder && input.seedData) await seeders.seedGroup(systemTenant(placement.groupId), input.locale);
        await deps.events.emit(systemTenant(placement.groupId, placement.householdId), userSignupEvent(input));
        return userId;
      });
      return users.getUserOut(id);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
