import { sql } from 'kysely';
import { householdIs, inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { idIn, idRankExpression, type NameSearchResult, noRank } from '../../platform/name-search.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export type OrganizerKind = 'categories' | 'tags' | 'tools';

/** Each organizer's table and the recipe join table that links it. */
export const ORGANIZER_TABLES = {
  categories: { table: 'categories', link: 'recipes_to_categories', linkColumn: 'category_id' },
  tags: { table: 'tags', link: 'recipes_to_tags', linkColumn: 'tag_id' },
  tools: { table: 'tools', link: 'recipes_to_tools', linkColumn: 'tool_id' },
} as const;

const columns = ['id', 'group_id', 'name', 'slug', 'created_at', 'update_at'] as const;

// The three tables share these columns; typing them as `tags` keeps Kysely's checks on the columns.
const tableOf = (kind: OrganizerKind) => ORGANIZER_TABLES[kind].table as 'tags';
const linkOf = (kind: OrganizerKind) => ORGANIZER_TABLES[kind].link as 'recipes_to_tags';
const linkColumnOf = (kind: OrganizerKind) =>
  `${ORGANIZER_TABLES[kind].link}.${ORGANIZER_TABLES[kind].linkColumn}` as 'recipes_to_tags.tag_id';

export const findOrganizer = (db: Db, kind: OrganizerKind, tenant: Tenant, id: string) =>
  db.selectFrom(tableOf(kind)).select(columns).$call(inGroup(tenant)).where('id', '=', id).executeTakeFirst();

export const findOrganizerBySlug = (db: Db, kind: OrganizerKind, tenant: Tenant, slug: string) =>
  db.selectFrom(tableOf(kind)).select(columns).$call(inGroup(tenant)).where('slug', '=', slug).executeTakeFirst();

export type OrganizerRecord = NonNullable<Awaited<ReturnType<typeof findOrganizer>>>;

export const organizerNames = (db: Db, kind: OrganizerKind, tenant: Tenant) =>
  db.selectFrom(tableOf(kind)).select(['id', 'name']).$call(inGroup(tenant)).execute();

/**
 * The group's organizers of one kind as a derived table `o` with a `search_rank` and, for tools,
 * whether the household has it on hand.
 */
export const organizerListQuery = (db: Db, kind: OrganizerKind, tenant: Tenant, search: NameSearchResult | null) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom(tableOf(kind))
        .select(columns)
        .select((search ? idRankExpression(sql.ref('id'), search) : noRank()).as('search_rank'))
        .$if(kind === 'tools', (qb) =>
          qb.select((o) =>
            o
              .exists(
                o
                  .selectFrom('households_to_tools as h')
                  .select('h.tool_id')
                  .whereRef('h.tool_id', '=', 'tools.id' as 'tags.id')
                  .where(householdIs(tenant, 'h.household_id')),
              )
              .as('on_hand'),
          ),
        )
        .$call(inGroup(tenant))
        .$if(search !== null, (qb) => qb.where(idIn('id', search!.ids)))
        .as('o'),
    )
    .selectAll('o');

/** Organizers that no recipe uses. */
export const emptyOrganizers = (db: Db, kind: OrganizerKind, tenant: Tenant) =>
  db
    .selectFrom(tableOf(kind))
    .select(columns)
    .$call(inGroup(tenant))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(linkOf(kind))
            .select(linkColumnOf(kind))
            .whereRef(linkColumnOf(kind), '=', `${tableOf(kind)}.id` as 'tags.id'),
        ),
      ),
    )
    .orderBy('name')
    .execute();

export async function slugTaken(db: Db, kind: OrganizerKind, tenant: Tenant, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom(tableOf(kind)).select('id').$call(inGroup(tenant)).where('slug', '=', slug);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertOrganizer(db: Db, kind: OrganizerKind, tenant: Tenant, name: string, slug: string): Promise<string> {
  const now = nowIso();
  const id = crypto.randomUUID();
  await db
    .insertInto(tableOf(kind))
    .values({ id, group_id: tenant.groupId, name, slug, created_at: now, update_at: now, ...(kind === 'tools' ? { on_hand: false } : {}) })
    .execute();
  return id;
}

export const updateOrganizer = (db: Db, kind: OrganizerKind, tenant: Tenant, id: string, name: string, slug: string) =>
  db.updateTable(tableOf(kind)).set({ name, slug, update_at: nowIso() }).$call(inGroup(tenant)).where('id', '=', id).execute();

/** Recipes lose the link through the join table's cascading foreign key. */
export const deleteOrganizer = (db: Db, kind: OrganizerKind, tenant: Tenant, id: string) =>
  db.deleteFrom(tableOf(kind)).$call(inGroup(tenant)).where('id', '=', id).execute();

/** Households (id and slug) that have each of the given tools on hand. */
export const toolHouseholds = (db: Db, toolIds: string[]) =>
  toolIds.length
    ? db
        .selectFrom('households_to_tools')
        .innerJoin('households', 'households.id', 'households_to_tools.household_id')
        .select(['households_to_tools.tool_id', 'households.id', 'households.slug'])
        .where('households_to_tools.tool_id', 'in', toolIds)
        .orderBy('households.slug')
        .execute()
    : Promise.resolve([]);

/** Sets or clears the tenant's household having the tool on hand. */
export async function setToolOnHand(db: Db, tenant: Tenant & { householdId: string }, toolId: string, onHand: boolean): Promise<void> {
  await db.deleteFrom('households_to_tools').$call(inHousehold(tenant)).where('tool_id', '=', toolId).execute();
  if (onHand) {
    const now = nowIso();
    await db
      .insertInto('households_to_tools')
      .values({ household_id: tenant.householdId, tool_id: toolId, created_at: now, update_at: now })
      .execute();
  }
}

/** The slug of the tenant's own household (on-hand input names households by slug). */
export const householdSlug = async (db: Db, tenant: Tenant) =>
  (await db.selectFrom('households').select('slug').$call(inHousehold(tenant, 'households.id')).executeTakeFirst())?.slug;
