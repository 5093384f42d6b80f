import { type SqlBool, sql } from 'kysely';
import { inGroup, type Tenant } from '../../platform/access.js';
import { canonicalUuid } from '../../platform/ids.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';

/** A row named by its slug, or by its id when the text is a UUID (Mealie's `get_by_slug_or_id`). */
const bySlugOrId = (slugOrId: string, slugColumn: string, idColumn: string) => {
  const id = canonicalUuid(slugOrId);
  return id
    ? sql<SqlBool>`(${sql.ref(slugColumn)} = ${slugOrId} OR ${sql.ref(idColumn)} = ${id})`
    : sql<SqlBool>`${sql.ref(slugColumn)} = ${slugOrId}`;
};

/** A group by slug or id with its privacy, for `visitorScope`. */
export const findGroupForVisitor = (db: Db, slugOrId: string) =>
  db
    .selectFrom('groups')
    .innerJoin('group_preferences', 'group_preferences.group_id', 'groups.id')
    .select(['groups.id', 'groups.slug', 'group_preferences.private_group'])
    .where(bySlugOrId(slugOrId, 'groups.slug', 'groups.id'))
    .executeTakeFirst();

/** What a household list of the explore pages may filter and order by. */
export const publicHouseholdAttributes: AttributeMap = {
  id: { column: 'households.id', type: 'uuid' },
  name: { column: 'households.name', type: 'string' },
  slug: { column: 'households.slug', type: 'string' },
  group_id: { column: 'households.group_id', type: 'uuid' },
  created_at: { column: 'households.created_at', type: 'datetime' },
  update_at: { column: 'households.update_at', type: 'datetime' },
  updated_at: { column: 'households.update_at', type: 'datetime' },
};

/** The tenant's households that are not private, with their preferences (a HouseholdSummary's columns). */
export const publicHouseholds = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('households')
    .innerJoin('household_preferences', 'household_preferences.household_id', 'households.id')
    .select([
      'households.id',
      'households.group_id',
      'households.name',
      'households.slug',
      'households.created_at',
      'households.update_at',
      'household_preferences.id as preferences_id',
      'household_preferences.private_household',
      'household_preferences.lock_recipe_edits_from_other_households',
      'household_preferences.first_day_of_week',
      'household_preferences.recipe_public',
      'household_preferences.recipe_show_nutrition',
      'household_preferences.recipe_show_assets',
      'household_preferences.recipe_landscape_view',
      'household_preferences.recipe_disable_comments',
      'household_preferences.recipe_disable_amount',
    ])
    .$call(inGroup(tenant, 'households.group_id'))
    .where('household_preferences.private_household', '=', false);

export const findPublicHousehold = (db: Db, tenant: Tenant, slugOrId: string) =>
  publicHouseholds(db, tenant)
    .where(bySlugOrId(slugOrId, 'households.slug', 'households.id'))
    .executeTakeFirst();
