import { sql } from 'kysely';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { idIn, idRankExpression, type NameSearchResult } from '../organizers/group-data.js';

export const labelColumns = ['id', 'group_id', 'name', 'color', 'created_at', 'update_at'] as const;

export const findLabel = (db: Db, groupId: string, id: string) =>
  db.selectFrom('multi_purpose_labels').select(labelColumns).where('group_id', '=', groupId).where('id', '=', id).executeTakeFirst();

export type LabelRecord = NonNullable<Awaited<ReturnType<typeof findLabel>>>;

export const listLabelNames = (db: Db, groupId: string) =>
  db.selectFrom('multi_purpose_labels').select(['id', 'name']).where('group_id', '=', groupId).execute();

export const labelsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('multi_purpose_labels').select(labelColumns).where('id', 'in', ids).execute() : Promise.resolve([]);

export async function labelNameTaken(db: Db, groupId: string, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('multi_purpose_labels').select('id').where('group_id', '=', groupId).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertLabels(db: Db, groupId: string, labels: { name: string; color: string }[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const now = nowIso();
  const rows = labels.map((l) => ({
    id: crypto.randomUUID(),
    group_id: groupId,
    name: l.name,
    color: l.color,
    created_at: now,
    update_at: now,
  }));
  await db.insertInto('multi_purpose_labels').values(rows).execute();
  return rows.map((r) => r.id);
}

export const updateLabel = (db: Db, groupId: string, id: string, values: { name: string; color?: string }) =>
  db
    .updateTable('multi_purpose_labels')
    .set({ ...values, update_at: nowIso() })
    .where('group_id', '=', groupId)
    .where('id', '=', id)
    .execute();

export const deleteLabel = (db: Db, groupId: string, id: string) =>
  db.deleteFrom('multi_purpose_labels').where('group_id', '=', groupId).where('id', '=', id).execute();

/** The group's labels as a derived table `l` with a `search_rank`, so filters and orders apply to it. */
export const labelListQuery = (db: Db, groupId: string, search: NameSearchResult | null) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('multi_purpose_labels')
        .select(labelColumns)
        .select((search ? idRankExpression(sql.ref('id'), search) : sql<number>`0`).as('search_rank'))
        .where('group_id', '=', groupId)
        .$if(search !== null, (qb) => qb.where(idIn('id', search!.ids)))
        .as('l'),
    )
    .selectAll('l');
