import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { slugify } from '../../platform/slug.js';
import { nowIso, toBool } from '../../platform/time.js';
import {
  findHouseholdById,
  type HouseholdWithPreferences,
  householdNameOrSlugTaken,
  householdsWithPreferences,
} from '../groups/queries.js';
import {
  createHousehold,
  defaultHouseholdPreferences,
  type HouseholdPreferencesInput,
  householdPreferenceColumns,
} from '../groups/service.js';
import type { HouseholdInDB } from './schemas.js';

const HOUSEHOLD_ATTRIBUTES: AttributeMap = {
  id: { column: 'households.id', type: 'uuid' },
  name: { column: 'households.name', type: 'string' },
  slug: { column: 'households.slug', type: 'string' },
  group_id: { column: 'households.group_id', type: 'uuid' },
  'group.name': { column: 'groups.name', type: 'string' },
  created_at: { column: 'households.created_at', type: 'datetime' },
  update_at: { column: 'households.update_at', type: 'datetime' },
  updated_at: { column: 'households.update_at', type: 'datetime' },
  'preferences.private_household': { column: 'household_preferences.private_household', type: 'boolean' },
};

export function createAdminHouseholdsService(deps: Deps) {
  const { db } = deps;

  async function toHouseholdsInDB(rows: (HouseholdWithPreferences & { group_name?: string })[]): Promise<HouseholdInDB[]> {
    const ids = rows.map((r) => r.id);
    const groupIds = [...new Set(rows.map((r) => r.group_id))];
    const groups = groupIds.length ? await db.selectFrom('groups').select(['id', 'name']).where('id', 'in', groupIds).execute() : [];
    const users = ids.length
      ? await db
          .selectFrom('users')
          .select(['id', 'full_name', 'household_id'])
          .where('household_id', 'in', ids)
          .orderBy('full_name')
          .execute()
      : [];
    return rows.map((row) => ({
      groupId: row.group_id,
      name: row.name,
      id: row.id,
      slug: row.slug,
      group: groups.find((g) => g.id === row.group_id)?.name ?? '',
      users: users.filter((u) => u.household_id === row.id).map((u) => ({ id: u.id, fullName: u.full_name })),
      webhooks: [],
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
    }));
  }

  async function getHousehold(_auth: AuthContext, id: string): Promise<HouseholdInDB> {
    const row = await findHouseholdById(db, id);
    if (!row) throw notFound('Household not found');
    return (await toHouseholdsInDB([row]))[0];
  }

  return {
    getHousehold,

    listHouseholds: (_auth: AuthContext, q: PaginationQuery) =>
      paginate(householdsWithPreferences(db).innerJoin('groups', 'groups.id', 'households.group_id'), q, {
        basePath: '/api/admin/households',
        attributes: HOUSEHOLD_ATTRIBUTES,
        idColumn: 'households.id',
        defaultOrder: 'created_at',
        map: toHouseholdsInDB,
      }),

    /** A new household copies its privacy from its group, as Mealie's group service does. */
    async createHousehold(auth: AuthContext, groupId: string, name: string): Promise<HouseholdInDB> {
      const group = await db.selectFrom('group_preferences').select('private_group').where('group_id', '=', groupId).executeTakeFirst();
      if (!group) throw notFound('Group not found');
      const created = await db
        .transaction()
        .execute((trx) => createHousehold(trx, groupId, name, defaultHouseholdPreferences(toBool(group.private_group))));
      return getHousehold(auth, created.id);
    },

    async updateHousehold(
      auth: AuthContext,
      id: string,
      input: { groupId: string; name: string; preferences?: Partial<HouseholdPreferencesInput> | null },
    ): Promise<HouseholdInDB> {
      const existing = await getHousehold(auth, id);
      if (input.groupId !== existing.groupId) throw badRequest('A household cannot be moved to another group');
      const slug = slugify(input.name);
      if (!slug) throw badRequest('Name must contain at least one letter or digit');
      if (await householdNameOrSlugTaken(db, existing.groupId, input.name, slug, id)) {
        throw badRequest(`A household named "${input.name}" already exists in this group`);
      }
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('households').set({ name: input.name, slug, update_at: nowIso() }).where('id', '=', id).execute();
        if (input.preferences) {
          const merged = { ...existing.preferences, ...input.preferences } as HouseholdPreferencesInput;
          await trx
            .updateTable('household_preferences')
            .set({ ...householdPreferenceColumns(merged), update_at: nowIso() })
            .where('household_id', '=', id)
            .execute();
        }
      });
      return getHousehold(auth, id);
    },

    async deleteHousehold(auth: AuthContext, id: string): Promise<HouseholdInDB> {
      const household = await getHousehold(auth, id);
      if (household.users.length > 0) throw badRequest('Cannot delete household with users');
      await db.deleteFrom('households').where('id', '=', id).execute();
      return household;
    },
  };
}
