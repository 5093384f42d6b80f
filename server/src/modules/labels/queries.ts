import { sql } from 'kysely';
import { inGroup, type Tenant } from '../../platform/access.js';
import { idIn, idRankExpression, type NameSearchResult, noRank } from '../../platform/name-search.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export const labelColumns = ['id', 'group_id', 'name', 'color', 'created_at', 'update_at'] as const;

/** The tenant's labels among `ids`. */
export const findLabels = (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length
    ? db.selectFrom('multi_purpose_labels').select(labelColumns).$call(inGroup(tenant)).where('id', 'in', ids).execute()
    : Promise.resolve([]);

export const findLabel = async (db: Db, tenant: Tenant, id: string) => (await findLabels(db, tenant, [id]))[0];

export type LabelRecord = Awaited<ReturnType<typeof findLabels>>[number];

export const listLabelNames = (db: Db, tenant: Tenant) =>
  db.selectFrom('multi_purpose_labels').select(['id', 'name']).$call(inGroup(tenant)).execute();

export async function labelNameTaken(db: Db, tenant: Tenant, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('multi_purpose_labels').select('id').$call(inGroup(tenant)).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertLabels(db: Db, tenant: Tenant, labels: { name: string; color: string }[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const now = nowIso();
  const rows = labels.map((l) => ({
    id: crypto.randomUUID(),
    group_id: tenant.groupId,
    name: l.name,
    color: l.color,
    created_at: now,
    update_at: now,
  }));
  await db.insertInto('multi_purpose_labels').values(rows).execute();
  return rows.map((r) => r.id);
}

export const updateLabel = (db: Db, tenant: Tenant, id: string, values: { name: string; color?: string }) =>
  db
    .updateTable('multi_purpose_labels')
    .set({ ...values, update_at: nowIso() })
    .$call(inGroup(tenant))
    .where('id', '=', id)
    .execute();

export const deleteLabel = (db: Db, tenant: Tenant, id: string) =>
  db.deleteFrom('multi_purpose_labels').$call(inGroup(tenant)).where('id', '=', id).execute();

/** The group's labels as a derived table `l` with a `search_rank`, so filters and orders apply to it. */
export const labelListQuery = (db: Db, tenant: Tenant, search: NameSearchResult | null) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('multi_purpose_labels')
        .select(labelColumns)
        .select((search ? idRankExpression(sql.ref('id'), search) : noRank()).as('search_rank'))
        .$call(inGroup(tenant))
        .$if(search !== null, (qb) => qb.where(idIn('id', search!.ids)))
        .as('l'),
    )
    .selectAll('l');
