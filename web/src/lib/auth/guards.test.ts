import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/test-utils';
import { passesRouteGuard, ROUTE_GUARD_NAMES } from './guards';

const flagGuards = [
  ['admin-only', 'admin'],
  ['advanced-only', 'advanced'],
  ['can-manage-household-only', 'canManageHousehold'],
  ['can-manage-only', 'canManage'],
  ['can-organize-only', 'canOrganize'],
] as const;

describe('route guards', () => {
  it.each(flagGuards)('%s lets in a user with %s', (guard, flag) => {
    expect(passesRouteGuard(guard, { user: makeUser({ [flag]: true }), params: {} })).toBe(true);
  });

  it.each(flagGuards)('%s turns away a user without %s', (guard, flag) => {
    expect(passesRouteGuard(guard, { user: makeUser({ [flag]: false }), params: {} })).toBe(false);
  });

  it.each(ROUTE_GUARD_NAMES)('%s turns away a visitor', (guard) => {
    expect(passesRouteGuard(guard, { user: null, params: { groupSlug: 'home' } })).toBe(false);
  });

  it.each(['can-manage-household-only', 'can-manage-only'] as const)('%s lets in an admin without the flag', (guard) => {
    expect(passesRouteGuard(guard, { user: makeUser({ admin: true }), params: {} })).toBe(true);
  });

  it('group-only lets in a member of the URL group only', () => {
    const user = makeUser({ groupSlug: 'home' });
    expect(passesRouteGuard('group-only', { user, params: { groupSlug: 'home' } })).toBe(true);
    expect(passesRouteGuard('group-only', { user, params: { groupSlug: 'other' } })).toBe(false);
    expect(passesRouteGuard('group-only', { user, params: {} })).toBe(false);
  });

  it('throws on an unknown guard name', () => {
    expect(() => passesRouteGuard('owner-only', { user: makeUser(), params: {} })).toThrow('Unknown route guard: owner-only');
    expect(() => passesRouteGuard('toString', { user: makeUser(), params: {} })).toThrow('Unknown route guard: toString');
  });
});
