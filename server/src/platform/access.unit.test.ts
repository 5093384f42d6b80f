import { describe, expect, it } from 'vitest';
import { adminTenant, can, type MemberScope, memberScope, type RecipeFacts, requireAccess, visitorScope } from './access.js';
import { AppError } from './errors.js';

// The permission rules of reference/domain.md §2, one case per flag and rule.
const member = (overrides: Partial<MemberScope> = {}): MemberScope => ({
  ...memberScope({
    id: 'u1',
    group_id: 'g1',
    household_id: 'h1',
    admin: false,
    advanced: false,
    can_invite: false,
    can_manage: false,
    can_manage_household: false,
    can_organize: false,
  }),
  ...overrides,
});
const visitor = visitorScope({ id: 'g1', private_group: false });
const recipe = (overrides: Partial<RecipeFacts> = {}): RecipeFacts => ({
  user_id: 'u2',
  household_id: 'h1',
  household_lock: true,
  locked: false,
  ...overrides,
});

const statusOf = (run: () => void) => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
};

describe('access rules', () => {
  it('gives each flag its own gate: canManage, canManageHousehold, canInvite and admin', () => {
    expect(can(member(), 'group.manage')).toBe(false);
    expect(can(member({ canManage: true }), 'group.manage')).toBe(true);
    expect(can(member({ canManage: true }), 'household.manage')).toBe(false);
    expect(can(member({ canManageHousehold: true }), 'household.manage')).toBe(true);
    expect(can(member(), 'household.invite')).toBe(false);
    expect(can(member({ canInvite: true }), 'household.invite')).toBe(true);
    expect(can(member(), 'admin')).toBe(false);
    expect(can(member({ admin: true }), 'admin')).toBe(true);
    // An administrator holds every flag's permission.
    for (const p of ['group.manage', 'household.manage', 'household.invite'] as const) expect(can(member({ admin: true }), p)).toBe(true);
  });

  it('lets members with canOrganize (and administrators) change organizers', () => {
    expect(can(member(), 'group.organize')).toBe(false);
    expect(can(member({ canOrganize: true }), 'group.organize')).toBe(true);
    expect(can(member({ admin: true }), 'group.organize')).toBe(true);
  });

  it('applies the recipe edit rule', () => {
    expect(can(member(), 'recipe.edit', recipe({ user_id: 'u1', locked: true, household_id: 'h9' }))).toBe(true);
    expect(can(member(), 'recipe.edit', recipe())).toBe(true);
    expect(can(member(), 'recipe.edit', recipe({ locked: true }))).toBe(false);
    expect(can(member(), 'recipe.edit', recipe({ household_id: 'h2', household_lock: true }))).toBe(false);
    expect(can(member(), 'recipe.edit', recipe({ household_id: 'h2', household_lock: null }))).toBe(false);
    expect(can(member(), 'recipe.edit', recipe({ household_id: 'h2', household_lock: false }))).toBe(true);
    expect(can(member(), 'recipe.lock', recipe())).toBe(false);
    expect(can(member(), 'recipe.lock', recipe({ user_id: 'u1' }))).toBe(true);
  });

  it('lets only the author or an administrator change a timeline event or comment', () => {
    expect(can(member(), 'authored.edit', { user_id: 'u1' })).toBe(true);
    expect(can(member(), 'authored.edit', { user_id: 'u2' })).toBe(false);
    expect(can(member({ admin: true }), 'authored.edit', { user_id: 'u2' })).toBe(true);
  });

  it('lets a visitor change nothing', () => {
    expect(can(visitor, 'group.write')).toBe(false);
    expect(can(visitor, 'recipe.edit', recipe())).toBe(false);
    expect(statusOf(() => requireAccess(visitor, 'group.organize'))).toBe(403);
  });

  it('answers 403 for a missing permission and 404 for a private group to a visitor', () => {
    expect(statusOf(() => requireAccess(member(), 'household.invite'))).toBe(403);
    expect(statusOf(() => requireAccess(member({ canInvite: true }), 'household.invite'))).toBe(200);
    expect(statusOf(() => visitorScope({ id: 'g2', private_group: true }))).toBe(404);
    expect(statusOf(() => visitorScope(undefined))).toBe(404);
  });

  it('gives another group as a tenant to administrators only', () => {
    expect(adminTenant(member({ admin: true }), 'g2')).toEqual({ groupId: 'g2' });
    expect(statusOf(() => adminTenant(member(), 'g2'))).toBe(403);
  });
});
