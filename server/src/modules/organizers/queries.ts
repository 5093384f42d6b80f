import { sql } from 'kysely';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { idIn, idRankExpression, type NameSearchResult } from './group-data.js';

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

export const findOrganizer = (db: Db, kind: OrganizerKind, groupId: string, id: string) =>
  db.selectFrom(tableOf(kind)).select(columns).where('group_id', '=', groupId).where('id', '=', id).executeTakeFirst();

export const findOrganizerBySlug = (db: Db, kind: OrganizerKind, groupId: string, slug: string) =>
  db.selectFrom(tableOf(kind)).select(columns).where('group_id', '=', groupId).where('slug', '=', slug).executeTakeFirst();

export type OrganizerRecord = NonNullable<Awaited<ReturnType<typeof findOrganizer>>>;

export const organizerNames = (db: Db, kind: OrganizerKind, groupId: string) =>
  db.selectFrom(tableOf(kind)).select(['id', 'name']).where('group_id', '=', groupId).execute();

/**
 * The group's organizers of one kind as a derived table `o` with a `search_rank` and, for tools,
 * whether the household has it on hand.
 */
export const organizerListQuery = (db: Db, kind: OrganizerKind, groupId: string, householdId: string, search: NameSearchResult | null) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom(tableOf(kind))
        .select(columns)
        .select((search ? idRankExpression(sql.ref('id'), search) : sql<number>`0`).as('search_rank'))
        .$if(kind === 'tools', (qb) =>
          qb.select((o) =>
            o
              .exists(
                o
                  .selectFrom('households_to_tools as h')
                  .select('h.tool_id')
                  .whereRef('h.tool_id', '=', 'tools.id' as 'tags.id')
                  .where('h.household_id', '=', householdId),
              )
              .as('on_hand'),
          ),
        )
        .where('group_id', '=', groupId)
        .$if(search !== null, (qb) => qb.where(idIn('id', search!.ids)))
        .as('o'),
    )
    .selectAll('o');

/** Organizers that no recipe uses. */
export const emptyOrganizers = (db: Db, kind: OrganizerKind, groupId: string) =>
  db
    .selectFrom(tableOf(kind))
    .select(columns)
    .where('group_id', '=', groupId)
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

export async function slugTaken(db: Db, kind: OrganizerKind, groupId: string, slug: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom(tableOf(kind)).select('id').where('group_id', '=', groupId).where('slug', '=', slug);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const existingSlugs = async (db: Db, kind: OrganizerKind, groupId: string) =>
  new Set((await db.selectFrom(tableOf(kind)).select('slug').where('group_id', '=', groupId).execute()).map((r) => r.slug));

export async function insertOrganizer(db: Db, kind: OrganizerKind, groupId: string, name: string, slug: string): Promise<string> {
  const now = nowIso();
  const id = crypto.randomUUID();
  await db
    .insertInto(tableOf(kind))
    .values({ id, group_id: groupId, name, slug, created_at: now, update_at: now, ...(kind === 'tools' ? { on_hand: false } : {}) })
    .execute();
  return id;
}

export const updateOrganizer = (db: Db, kind: OrganizerKind, groupId: string, id: string, name: string, slug: string) =>
  db.updateTable(tableOf(kind)).set({ name, slug, update_at: nowIso() }).where('group_id', '=', groupId).where('id', '=', id).execute();

/** Recipes lose the link through the join table's cascading foreign key. */
export const deleteOrganizer = (db: Db, kind: OrganizerKind, groupId: string, id: string) =>
  db.deleteFrom(tableOf(kind)).where('group_id', '=', groupId).where('id', '=', id).execute();

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

export async function setToolOnHand(db: Db, householdId: string, toolId: string, onHand: boolean): Promise<void> {
  await db.deleteFrom('households_to_tools').where('household_id', '=', householdId).where('tool_id', '=', toolId).execute();
  if (onHand) {
    const now = nowIso();
    await db
      .insertInto('households_to_tools')
      .values({ household_id: householdId, tool_id: toolId, created_at: now, update_at: now })
      .execute();
  }
}
