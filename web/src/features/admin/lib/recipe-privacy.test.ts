import { describe, expect, it } from 'vitest';
import type { AdminGroup } from '../../../api/admin/get-group';
import type { AdminHousehold } from '../../../api/admin/get-household';
import { toGroupPrivacyUpdate, toHouseholdPrivacyUpdate } from './recipe-privacy';

const group = { id: 'g1', name: 'Home', slug: 'home', preferences: { privateGroup: true } } as unknown as AdminGroup;
const household = {
  id: 'h1',
  groupId: 'g1',
  name: 'Family',
  preferences: {
    id: 'p1',
    privateHousehold: true,
    recipePublic: false,
    firstDayOfWeek: 1,
    lockRecipeEditsFromOtherHouseholds: true,
    recipeShowNutrition: false,
    recipeShowAssets: false,
    recipeLandscapeView: false,
    recipeDisableComments: false,
    recipeDisableAmount: true,
  },
} as unknown as AdminHousehold;

describe('recipe privacy updates', () => {
  it('makes the group public when recipes are public', () => {
    expect(toGroupPrivacyUpdate(group, true)).toEqual({ id: 'g1', name: 'Home', preferences: { privateGroup: false } });
    expect(toGroupPrivacyUpdate(group, false).preferences).toEqual({ privateGroup: true });
  });

  it('sets privateHousehold and recipePublic, keeping the other preferences', () => {
    const update = toHouseholdPrivacyUpdate(household, true);
    expect(update).toMatchObject({ id: 'h1', groupId: 'g1', name: 'Family' });
    expect(update.preferences).toEqual({
      privateHousehold: false,
      recipePublic: true,
      firstDayOfWeek: 1,
      lockRecipeEditsFromOtherHouseholds: true,
      recipeShowNutrition: false,
      recipeShowAssets: false,
      recipeLandscapeView: false,
      recipeDisableComments: false,
      recipeDisableAmount: true,
    });
  });
});
