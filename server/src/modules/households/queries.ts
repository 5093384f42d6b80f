import { sql } from 'kysely';
import type { AttributeMap } from '../../platform/query-filter.js';
import { bySlugOrId, type Db, householdsWithPreferences } from '../groups/queries.js';
import { idIn, idRankExpression, type NameSearchResult } from '../organizers/group-data.js';

/** Filterable and orderable attributes of a household list whose rows come from `householdsWithPreferences`. */
export const householdAttributes = (table: string): AttributeMap => ({
  id: { column: `${table}.id`, type: 'uuid' },
  name: { column: `${table}.name`, type: 'string' },
  slug: { column: `${table}.slug`, type: 'string' },
  group_id: { column: `${table}.group_id`, type: 'uuid' },
  created_at: { column: `${table}.created_at`, type: 'datetime' },
  update_at: { column: `${table}.update_at`, type: 'datetime' },
  updated_at: { column: `${table}.update_at`, type: 'datetime' },
});

export const listHouseholdNames = (db: Db, groupId: string) =>
  db.selectFrom('households').select(['id', 'name']).where('group_id', '=', groupId).execute();

/**
 * Every household of the group, private or not, as a derived table `h` with a `search_rank`, so
 * that filters and orders apply to it.
 */
export const groupHouseholdListQuery = (db: Db, groupId: string, search: NameSearchResult | null) =>
  db
    .selectFrom(
      householdsWithPreferences(db)
        .select((search ? idRankExpression(sql.ref('households.id'), search) : sql<number>`0`).as('search_rank'))
        .where('households.group_id', '=', groupId)
        .$if(search !== null, (qb) => qb.where(idIn('households.id', search!.ids)))
        .as('h'),
    )
    .selectAll('h');

export const findGroupHousehold = (db: Db, groupId: string, slugOrId: string) =>
  householdsWithPreferences(db)
    .where('households.group_id', '=', groupId)
    .where(bySlugOrId(slugOrId, 'households.slug', 'households.id'))
    .executeTakeFirst();
