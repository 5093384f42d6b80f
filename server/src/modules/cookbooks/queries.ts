import type { Insertable, Updateable } from 'kysely';
import type { CookbooksTable } from '../../db/types.js';
import { inGroup, inHousehold, type Scope, type Tenant } from '../../platform/access.js';
import { canonicalUuid } from '../../platform/ids.js';
import { lowerContains } from '../../platform/name-search.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';

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

/** Which cookbooks a member reaches: the group's (the recipe list's `?cookbook=`) or their household's. */
export type CookbookReach = 'group' | 'household';

/**
 * The cookbooks `scope` may see. A visitor sees the public cookbooks of households that are not
 * private; a member every cookbook of the group, or of their own household.
 */
export const visibleCookbooks = (db: Db, scope: Scope, reach: CookbookReach, search?: string) =>
  db
    .selectFrom('cookbooks')
    .selectAll('cookbooks')
    .$call(inGroup(scope, 'cookbooks.group_id'))
    .$if(scope.kind === 'member' && reach === 'household', (qb) => qb.$call(inHousehold(scope, 'cookbooks.household_id')))
    .$if(scope.kind === 'visitor', (qb) =>
      qb.where('cookbooks.public', '=', true).where((eb) =>
        eb.exists(
          eb
            .selectFrom('household_preferences as hp')
            .select('hp.id')
            .where((hp) => hp(hp.ref('hp.household_id'), '=', hp.ref('cookbooks.household_id')))
            .where('hp.private_household', '=', false),
        ),
      ),
    )
    .$if(Boolean(search?.trim()), (qb) => qb.where(lowerContains('cookbooks.name', search!.trim().toLowerCase())));

/** One cookbook `scope` may see, by id or slug (an id may be written without dashes, as Mealie reads it). */
export const findCookbook = (db: Db, scope: Scope, reach: CookbookReach, idOrSlug: string) => {
  const id = canonicalUuid(idOrSlug);
  return visibleCookbooks(db, scope, reach)
    .where((eb) => (id ? eb.or([eb('cookbooks.id', '=', id), eb('cookbooks.slug', '=', idOrSlug)]) : eb('cookbooks.slug', '=', idOrSlug)))
    .executeTakeFirst();
};

export type CookbookRecord = NonNullable<Awaited<ReturnType<typeof findCookbook>>>;

export const cookbookSlugTaken = async (db: Db, tenant: Tenant, slug: string, exceptId?: string) =>
  (await db
    .selectFrom('cookbooks')
    .select('id')
    .$call(inGroup(tenant))
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst()) !== undefined;

export const insertCookbook = (db: Db, values: Insertable<CookbooksTable>) => db.insertInto('cookbooks').values(values).execute();

export const updateCookbook = (db: Db, id: string, values: Updateable<CookbooksTable>) =>
  db.updateTable('cookbooks').set(values).where('id', '=', id).execute();

export const deleteCookbook = (db: Db, id: string) => db.deleteFrom('cookbooks').where('id', '=', id).execute();
