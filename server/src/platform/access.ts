import { type Expression, type SqlBool, sql } from 'kysely';
import { forbidden, notFoundText } from './errors.js';
import { toBool } from './time.js';

/**
 * Tenancy and permissions: the one place that decides whose rows a query may touch and what a
 * caller may change (reference/domain.md §2). Every group- or household-scoped query applies
 * `inGroup`/`inHousehold` with a tenant that comes from here; an id sent by a client may narrow a
 * query but never choose the tenant.
 */

/** Whose rows a query reads or writes. Only the constructors below make one. */
export interface Tenant {
  readonly groupId: string;
  /** Set for a member (their household) or a household-level job; absent for a visitor. */
  readonly householdId?: string;
}

/** A signed-in member of a group and household (session or API token). No secrets in here. */
export interface MemberScope extends Tenant {
  readonly kind: 'member';
  readonly userId: string;
  readonly groupId: string;
  readonly householdId: string;
  readonly admin: boolean;
  readonly advanced: boolean;
  readonly canInvite: boolean;
  readonly canManage: boolean;
  readonly canManageHousehold: boolean;
  readonly canOrganize: boolean;
  /** `integration_id` of an API token ("generic" otherwise), copied into emitted events. */
  readonly integrationId: string;
  readonly via: 'session' | 'api-token';
}

/** A signed-out visitor of a public group (the explore pages): reads public rows, changes nothing. */
export interface VisitorScope extends Tenant {
  readonly kind: 'visitor';
  readonly groupId: string;
  readonly householdId?: undefined;
}

export type Scope = MemberScope | VisitorScope;

/** The columns of a user row a member scope is made from. */
export interface MemberRow {
  id: string;
  group_id: string;
  household_id: string;
  admin: boolean | number;
  advanced: boolean | number;
  can_invite: boolean | number;
  can_manage: boolean | number;
  can_manage_household: boolean | number;
  can_organize: boolean | number;
}

export function memberScope(user: MemberRow, via: MemberScope['via'] = 'session', integrationId = 'generic'): MemberScope {
  return {
    kind: 'member',
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

/** A visitor of `group`; a private group is answered 404, as if it did not exist. */
export function visitorScope(group: { id: string; private_group: boolean | number } | undefined): VisitorScope {
  // Mealie answers a bare string detail here.
  if (!group || toBool(group.private_group)) throw notFoundText('group not found');
  return { kind: 'visitor', groupId: group.id };
}

/** An administrator acting on any group (the /api/admin area); 403 for anyone else. */
export function adminTenant(scope: Scope, groupId: string, householdId?: string): Tenant {
  requireAccess(scope, 'admin');
  return householdId ? { groupId, householdId } : { groupId };
}

/**
 * The tenant of work that no caller started: first start, scheduled jobs, a queued job whose
 * payload names the group it was enqueued for by a member.
 */
export function systemTenant(groupId: string, householdId?: string): Tenant {
  return householdId ? { groupId, householdId } : { groupId };
}

// ---------------------------------------------------------------------------------------------
// Query helpers: `db.selectFrom('foods').$call(inGroup(scope))`.

interface Filterable {
  where(...args: never[]): unknown;
}

/** Narrows a query to the tenant's group (`column` defaults to `group_id`). */
export const inGroup =
  (tenant: Tenant, column = 'group_id') =>
  <Q extends Filterable>(query: Q): Q =>
    (query as unknown as { where: (c: Expression<SqlBool>) => Q }).where(groupIs(tenant, column));

/** Narrows a query to the tenant's household; a tenant without one (a visitor) matches nothing. */
export const inHousehold =
  (tenant: Tenant, column = 'household_id') =>
  <Q extends Filterable>(query: Q): Q =>
    (query as unknown as { where: (c: Expression<SqlBool>) => Q }).where(householdIs(tenant, column));

/** The tenant's group as a boolean expression, for `or`, `exists` and join conditions. */
export const groupIs = (tenant: Tenant, column = 'group_id'): Expression<SqlBool> => sql<SqlBool>`${sql.ref(column)} = ${tenant.groupId}`;

/** The tenant's household as a boolean expression (false without a household). */
export const householdIs = (tenant: Tenant, column = 'household_id'): Expression<SqlBool> =>
  tenant.householdId === undefined ? sql<SqlBool>`1 = 0` : sql<SqlBool>`${sql.ref(column)} = ${tenant.householdId}`;

/**
 * Rows of the tenant's household or of no household (group-level rows every household shares), as
 * a boolean expression; a visitor matches only the group-level ones.
 */
export const householdOrGroupLevel = (tenant: Tenant, column = 'household_id'): Expression<SqlBool> =>
  tenant.householdId === undefined
    ? sql<SqlBool>`${sql.ref(column)} is null`
    : sql<SqlBool>`(${sql.ref(column)} = ${tenant.householdId} or ${sql.ref(column)} is null)`;

// ---------------------------------------------------------------------------------------------
// Permissions.

/** What the recipe edit rule needs to know about a recipe (domain.md §2.2). */
export interface RecipeFacts {
  /** The owner. */
  user_id: string;
  /** The owner's household. */
  household_id: string;
  /** The owner's household preference; null when the household has no preferences row. */
  household_lock: number | boolean | null;
  /** The recipe's `settings.locked`; null when it has no settings row. */
  locked: number | boolean | null;
}

interface PermissionFacts {
  /** Every `/api/admin` route, other users' accounts. */
  admin: undefined;
  /** Any change to the group's shared data (organizers, foods, units, labels, recipes, reports…). */
  'group.write': undefined;
  /**
   * `canOrganize`: changing the group's categories, tags and tools. Mealie's server checks nothing
   * here (only its screens hide the pages); Larder has required the flag since its first release.
   */
  'group.organize': undefined;
  /** `canManage`: members' permissions in the caller's household, the group settings page. */
  'group.manage': undefined;
  /** `canManageHousehold`: the household's preferences. */
  'household.manage': undefined;
  /** `canInvite`: creating invitation links for the caller's household. */
  'household.invite': undefined;
  /** Change or delete a recipe: the edit rule. */
  'recipe.edit': RecipeFacts;
  /** Change a recipe's `settings.locked`: the owner only. */
  'recipe.lock': RecipeFacts;
  /** Change or delete a timeline event or comment: its author, or an administrator. */
  'authored.edit': { user_id: string };
  /** Change another user's account (profile, rating, avatar): that user, or an administrator. */
  'user.edit': { id: string };
}

export type Permission = keyof PermissionFacts;

type FactsArgument<P extends Permission> = PermissionFacts[P] extends undefined ? [] : [facts: PermissionFacts[P]];

function allowed<P extends Permission>(scope: Scope, permission: P, facts: PermissionFacts[P]): boolean {
  // A visitor reads public rows through the scoped queries and may change nothing.
  if (scope.kind !== 'member') return false;
  switch (permission) {
    case 'admin':
      return scope.admin;
    case 'group.write':
      return true;
    case 'group.organize':
      return scope.admin || scope.canOrganize;
    case 'group.manage':
      return scope.admin || scope.canManage;
    case 'household.manage':
      return scope.admin || scope.canManageHousehold;
    case 'household.invite':
      return scope.admin || scope.canInvite;
    case 'recipe.edit': {
      const recipe = facts as RecipeFacts;
      if (recipe.user_id === scope.userId) return true;
      if (recipe.household_id !== scope.householdId && (recipe.household_lock === null || toBool(recipe.household_lock))) return false;
      return !toBool(recipe.locked);
    }
    case 'recipe.lock':
      return (facts as RecipeFacts).user_id === scope.userId;
    case 'authored.edit':
      return scope.admin || (facts as { user_id: string }).user_id === scope.userId;
    case 'user.edit':
      return scope.admin || (facts as { id: string }).id === scope.userId;
    default:
      return false;
  }
}

/** Whether the caller holds `permission` (for flags shown to clients, such as "can edit"). */
export function can<P extends Permission>(scope: Scope, permission: P, ...facts: FactsArgument<P>): boolean {
  return allowed(scope, permission, facts[0] as PermissionFacts[P]);
}

/**
 * Throws 403 `Permission Denied` unless the caller holds `permission`. Rows are read through the
 * scoped queries first, so another tenant's row is already a 404 before this is asked.
 */
export function requireAccess<P extends Permission>(scope: Scope, permission: P, ...facts: FactsArgument<P>): asserts scope is MemberScope {
  if (!allowed(scope, permission, facts[0] as PermissionFacts[P])) throw forbidden();
}
