import type { UserRow } from '../../db/types.js';
import { toBool } from '../time.js';

/** Who is calling. Every scoped query takes its group and household from here, never from input. */
export interface AuthContext {
  user: UserRow;
  userId: string;
  groupId: string;
  householdId: string;
  admin: boolean;
  advanced: boolean;
  canInvite: boolean;
  canManage: boolean;
  canManageHousehold: boolean;
  canOrganize: boolean;
  /** `integration_id` of an API token ("generic" otherwise), copied into emitted events. */
  integrationId: string;
  via: 'session' | 'api-token';
}

export function authContextFor(user: UserRow, via: AuthContext['via'], integrationId = 'generic'): AuthContext {
  return {
    user,
    userId: user.id,
    groupId: user.group_id,
    householdId: user.household_id,
    admin: toBool(user.admin),
    advanced: toBool(user.advanced),
    canInvite: toBool(user.can_invite),
    canManage: toBool(user.can_manage),
    canManageHousehold: toBool(user.can_manage_household),
    canOrganize: toBool(user.can_organize),
    integrationId,
    via,
  };
}
