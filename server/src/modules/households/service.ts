import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { toBool } from '../../platform/time.js';
import type { HouseholdWithPreferences } from '../groups/queries.js';
import { defaultOrder, type SearchPaginationQuery, searchNames } from '../organizers/group-data.js';
import { findGroupHousehold, groupHouseholdListQuery, householdAttributes, listHouseholdNames } from './queries.js';
import type { HouseholdSummary } from './schemas.js';

export const toHouseholdSummary = (row: HouseholdWithPreferences): HouseholdSummary => ({
  groupId: row.group_id,
  name: row.name,
  id: row.id,
  slug: row.slug,
  preferences: {
    id: row.preferences_id,
    privateHousehold: toBool(row.private_household),
    lockRecipeEditsFromOtherHouseholds: toBool(row.lock_recipe_edits_from_other_households),
    firstDayOfWeek: Number(row.first_day_of_week),
    recipePublic: toBool(row.recipe_public),
    recipeShowNutrition: toBool(row.recipe_show_nutrition),
    recipeShowAssets: toBool(row.recipe_show_assets),
    recipeLandscapeView: toBool(row.recipe_landscape_view),
    recipeDisableComments: toBool(row.recipe_disable_comments),
    recipeDisableAmount: toBool(row.recipe_disable_amount),
  },
});

const LIST_ATTRIBUTES: AttributeMap = {
  ...householdAttributes('h'),
  'preferences.private_household': { column: 'h.private_household', type: 'boolean' },
  search_rank: { column: 'h.search_rank', type: 'number' },
};

/** /api/groups/households: the households of the caller's group, private ones included. */
export function createHouseholdsService(deps: Deps) {
  const { db } = deps;

  return {
    async listGroupHouseholds(auth: AuthContext, q: SearchPaginationQuery): Promise<Page<HouseholdSummary>> {
      // A group holds few households, so names are matched in memory with the organizers' search.
      const search = q.search?.trim() ? searchNames(await listHouseholdNames(db, auth.groupId), q.search) : null;
      return paginate(groupHouseholdListQuery(db, auth.groupId, search), q, {
        basePath: '/api/groups/households',
        attributes: LIST_ATTRIBUTES,
        idColumn: 'h.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => rows.map(toHouseholdSummary),
      });
    },

    /** By slug or id; another group's household is as unknown as a missing one. */
    async getGroupHousehold(auth: AuthContext, slugOrId: string): Promise<HouseholdSummary> {
      const row = await findGroupHousehold(db, auth.groupId, slugOrId);
      // Mealie answers with a bare string detail here.
      if (!row) throw new AppError('not_found', 'Household not found');
      return toHouseholdSummary(row);
    },
  };
}

export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
