import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { CookbooksTable } from '../../db/types.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';
import { containsPattern, like } from '../organizers/group-data.js';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** What a cookbook list can be filtered and ordered by. */
export const cookbookAttributes: AttributeMap = {
  id: { column: 'cookbooks.id', type: 'uuid' },
  name: { column: 'cookbooks.name', type: 'string' },
  slug: { column: 'cookbooks.slug', type: 'string' },
  description: { column: 'cookbooks.description', type: 'string' },
  position: { column: 'cookbooks.position', type: 'number' },
  public: { column: 'cookbooks.public', type: 'boolean' },
  query_filter_string: { column: 'cookbooks.query_filter_string', type: 'string' },
  group_id: { column: 'cookbooks.group_id', type: 'uuid' },
  household_id: { column: 'cookbooks.household_id', type: 'uuid' },
  created_at: { column: 'cookbooks.created_at', type: 'datetime' },
  update_at: { column: 'cookbooks.update_at', type: 'datetime' },
  updated_at: { column: 'cookbooks.update_at', type: 'datetime' },
};

/** The cookbooks of one household. */
export const householdCookbooks = (db: Db, groupId: string, householdId: string) =>
  db
    .selectFrom('cookbooks')
    .selectAll('cookbooks')
    .where('cookbooks.group_id', '=', groupId)
    .where('cookbooks.household_id', '=', householdId);

/** The public cookbooks of the group's households that are not private (explore), optionally by name. */
export const publicCookbooks = (db: Db, groupId: string, search?: string) =>
  db
    .selectFrom('cookbooks')
    .innerJoin('household_preferences', 'household_preferences.household_id', 'cookbooks.household_id')
    .selectAll('cookbooks')
    .where('cookbooks.group_id', '=', groupId)
    .where('cookbooks.public', '=', true)
    .where('household_preferences.private_household', '=', false)
    .$if(Boolean(search?.trim()), (qb) =>
      qb.where(like(sql`lower(${sql.ref('cookbooks.name')})`, containsPattern(search!.trim().toLowerCase()))),
    );

type CookbookQuery = ReturnType<typeof householdCookbooks> | ReturnType<typeof publicCookbooks>;

/** One cookbook of a scoped query by id or slug. */
export const findCookbook = (query: CookbookQuery, idOrSlug: string) =>
  (query as ReturnType<typeof householdCookbooks>)
    .where((eb) =>
      UUID.test(idOrSlug)
        ? eb.or([eb('cookbooks.id', '=', idOrSlug.toLowerCase()), eb('cookbooks.slug', '=', idOrSlug)])
        : eb('cookbooks.slug', '=', idOrSlug),
    )
    .executeTakeFirst();

export type CookbookRecord = NonNullable<Awaited<ReturnType<typeof findCookbook>>>;

export const cookbookSlugTaken = async (db: Db, groupId: string, slug: string, exceptId?: string) =>
  (await db
    .selectFrom('cookbooks')
    .select('id')
    .where('group_id', '=', groupId)
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst()) !== undefined;

export const insertCookbook = (db: Db, values: Insertable<CookbooksTable>) => db.insertInto('cookbooks').values(values).execute();

export const updateCookbook = (db: Db, id: string, values: Updateable<CookbooksTable>) =>
  db.updateTable('cookbooks').set(values).where('id', '=', id).execute();

export const deleteCookbook = (db: Db, id: string) => db.deleteFrom('cookbooks').where('id', '=', id).execute();
