import type { SessionUser } from '../../api/users/get-current-user';

export const ROUTE_GUARD_NAMES = [
  'admin-only',
  'advanced-only',
  'can-manage-household-only',
  'can-manage-only',
  'can-organize-only',
  'group-only',
] as const;

export type RouteGuardName = (typeof ROUTE_GUARD_NAMES)[number];

export type GuardUser = Pick<SessionUser, 'admin' | 'advanced' | 'canManage' | 'canManageHousehold' | 'canOrganize' | 'groupSlug'>;

export interface GuardContext {
  user: GuardUser | null;
  params: Readonly<Record<string, string | undefined>>;
}

const guards: Record<RouteGuardName, (context: GuardContext) => boolean> = {
  'admin-only': ({ user }) => user?.admin === true,
  'advanced-only': ({ user }) => user?.advanced === true,
  // An admin may do what any manager may (the server's access layer says the same).
  'can-manage-household-only': ({ user }) => user?.admin === true || user?.canManageHousehold === true,
  'can-manage-only': ({ user }) => user?.admin === true || user?.canManage === true,
  'can-organize-only': ({ user }) => user?.canOrganize === true,
  'group-only': ({ user, params }) => user !== null && !!params.groupSlug && params.groupSlug === user.groupSlug,
};

/** Whether the route guard lets the user in; a failing guard sends the user to `/`. */
export function passesRouteGuard(name: string, context: GuardContext): boolean {
  if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route guard: ${name}`);
  return guards[name as RouteGuardName](context);
}
