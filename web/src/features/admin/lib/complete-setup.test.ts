import { describe, expect, it, vi } from 'vitest';
import { completeSetup, type SetupActions, type SetupValues } from './complete-setup';

const values: SetupValues = {
  fullName: 'Jane Doe',
  username: 'jane',
  email: 'jane@example.com',
  currentPassword: 'MyPassword',
  newPassword: 'a-much-better-one',
  confirmPassword: 'a-much-better-one',
  siteName: 'Jane’s kitchen',
  publicRecipes: true,
  seedFoods: true,
  seedUnits: true,
  seedLabels: true,
};

function actions(overrides: Partial<SetupActions> = {}) {
  const calls: string[] = [];
  const record = (name: string) => vi.fn(async () => void calls.push(name));
  const all = {
    updatePassword: record('password'),
    updateAccount: record('account'),
    updateSiteSettings: record('siteSettings'),
    updateGroupPrivacy: record('group'),
    updateHouseholdPrivacy: record('household'),
    seedData: vi.fn(async (kind: string) => void calls.push(kind)),
    ...overrides,
  };
  return { all, calls };
}

describe('completeSetup', () => {
  it('changes the password first, then the account, then site, group, household and starter data', async () => {
    const { all, calls } = actions();
    expect(await completeSetup(values, all)).toEqual([]);
    expect(calls.slice(0, 2)).toEqual(['password', 'account']);
    expect(calls.slice(2).sort()).toEqual(['foods', 'group', 'household', 'labels', 'siteSettings', 'units']);
    expect(all.updatePassword).toHaveBeenCalledWith({ currentPassword: 'MyPassword', newPassword: 'a-much-better-one' });
    expect(all.updateAccount).toHaveBeenCalledWith({ username: 'jane', fullName: 'Jane Doe', email: 'jane@example.com' });
    expect(all.updateSiteSettings).toHaveBeenCalledWith({ siteName: 'Jane’s kitchen', setupCompleted: true });
    expect(all.updateGroupPrivacy).toHaveBeenCalledWith(true);
    expect(all.updateHouseholdPrivacy).toHaveBeenCalledWith(true);
  });

  it('stops everything when the current password is refused', async () => {
    const { all, calls } = actions({ updatePassword: vi.fn(async () => Promise.reject(new Error('400'))) });
    expect(await completeSetup(values, all)).toEqual(['password']);
    expect(calls).toEqual([]);
  });

  it('reports each other part that failed and still tries the rest', async () => {
    const { all, calls } = actions({
      updateAccount: vi.fn(async () => Promise.reject(new Error('409'))),
      updateGroupPrivacy: vi.fn(async () => Promise.reject(new Error('500'))),
    });
    expect(await completeSetup(values, all)).toEqual(['account', 'group']);
    expect(calls.sort()).toEqual(['foods', 'household', 'labels', 'password', 'siteSettings', 'units']);
  });

  it('seeds only the chosen lists and reports a list that failed', async () => {
    const { all, calls } = actions({
      seedData: vi.fn(async (kind: string) => (kind === 'labels' ? Promise.reject(new Error('500')) : void calls.push(kind))),
    });
    expect(await completeSetup({ ...values, seedUnits: false }, all)).toEqual(['labels']);
    expect(calls).not.toContain('units');
    expect(all.seedData).toHaveBeenCalledTimes(2);
    expect(all.seedData).toHaveBeenCalledWith('foods');
  });
});
