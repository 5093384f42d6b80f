import type { AdminGroup } from '../../../api/admin/get-group';
import type { AdminHousehold } from '../../../api/admin/get-household';
import type { AdminGroupUpdate } from '../../../api/admin/update-group';
import type { AdminHouseholdUpdate } from '../../../api/admin/update-household';

/** Public recipes need both a public group and a public household whose recipes are public. */
export function toGroupPrivacyUpdate(group: AdminGroup, recipesPublic: boolean): AdminGroupUpdate {
  return { id: group.id, name: group.name, preferences: { privateGroup: !recipesPublic } };
}

export function toHouseholdPrivacyUpdate(household: AdminHousehold, recipesPublic: boolean): AdminHouseholdUpdate {
  const { id: _preferencesId, ...preferences } = household.preferences ?? {};
  return {
    id: household.id,
    groupId: household.groupId,
    name: household.name,
    preferences: { ...preferences, privateHousehold: !recipesPublic, recipePublic: recipesPublic },
  };
}
