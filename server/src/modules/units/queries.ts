import { sql } from 'kysely';
import { inGroup, type Tenant } from '../../platform/access.js';
import { anyTokenIn, lowerContains, noRank, rankExpression, searchTokens } from '../../platform/name-search.js';
import { normalizeText } from '../../platform/normalize.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export const unitColumns = [
  'ingredient_units.id',
  'ingredient_units.group_id',
  'ingredient_units.name',
  'ingredient_units.plural_name',
  'ingredient_units.description',
  'ingredient_units.abbreviation',
  'ingredient_units.plural_abbreviation',
  'ingredient_units.use_abbreviation',
  'ingredient_units.fraction',
  'ingredient_units.created_at',
  'ingredient_units.update_at',
] as const;

const searchable = [
  'ingredient_units.name_normalized',
  'ingredient_units.plural_name_normalized',
  'ingredient_units.abbreviation_normalized',
  'ingredient_units.plural_abbreviation_normalized',
] as const;

/** The group's units as a derived table `u` with a `search_rank` (see foodListQuery). */
export function unitListQuery(db: Db, tenant: Tenant, search: string | undefined) {
  const tokens = searchTokens(search);
  const raw = search?.trim().toLowerCase() ?? '';
  const phrase = normalizeText(search) || raw;
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('ingredient_units')
        .select(unitColumns)
        .select(
          (raw
            ? rankExpression(
                searchable.map((c) => sql.ref(c)),
                phrase,
              )
            : noRank()
          ).as('search_rank'),
        )
        .$call(inGroup(tenant, 'ingredient_units.group_id'))
        .$if(raw !== '', (qb) =>
          qb.where((w) =>
            w.or([
              anyTokenIn(
                w,
                searchable.map((c) => sql.ref(c)),
                tokens,
              ),
              lowerContains('ingredient_units.name', raw),
              w.exists(
                w
                  .selectFrom('ingredient_units_aliases')
                  .select('ingredient_units_aliases.id')
                  .whereRef('ingredient_units_aliases.unit_id', '=', 'ingredient_units.id')
                  .where((a) => anyTokenIn(a, [sql.ref('ingredient_units_aliases.name_normalized')], tokens)),
              ),
            ]),
          ),
        )
        .as('u'),
    )
    .selectAll('u');
}

export const findUnits = (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length
    ? db.selectFrom('ingredient_units').select(unitColumns).$call(inGroup(tenant)).where('id', 'in', ids).execute()
    : Promise.resolve([]);

export type UnitRecord = Awaited<ReturnType<typeof findUnits>>[number];

export const findUnit = async (db: Db, tenant: Tenant, id: string) => (await findUnits(db, tenant, [id]))[0];

export const unitAliases = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('ingredient_units_aliases')
        .select(['unit_id', 'name'])
        .where('unit_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('name')
        .execute()
    : Promise.resolve([]);

export async function unitNameTaken(db: Db, tenant: Tenant, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('ingredient_units').select('id').$call(inGroup(tenant)).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const existingUnitNames = async (db: Db, tenant: Tenant) =>
  new Set((await db.selectFrom('ingredient_units').select('name').$call(inGroup(tenant)).execute()).map((r) => r.name));

export interface UnitValues {
  name: string;
  pluralName?: string | null;
  description?: string;
  abbreviation?: string;
  pluralAbbreviation?: string | null;
  useAbbreviation?: boolean;
  fraction?: boolean;
}

const unitColumnsFor = (v: UnitValues) => ({
  name: v.name,
  name_normalized: normalizeText(v.name),
  ...(v.pluralName !== undefined
    ? { plural_name: v.pluralName, plural_name_normalized: v.pluralName === null ? null : normalizeText(v.pluralName) }
    : {}),
  ...(v.description !== undefined ? { description: v.description } : {}),
  ...(v.abbreviation !== undefined ? { abbreviation: v.abbreviation, abbreviation_normalized: normalizeText(v.abbreviation) } : {}),
  ...(v.pluralAbbreviation !== undefined
    ? { plural_abbreviation: v.pluralAbbreviation ?? '', plural_abbreviation_normalized: normalizeText(v.pluralAbbreviation) }
    : {}),
  ...(v.useAbbreviation !== undefined ? { use_abbreviation: v.useAbbreviation } : {}),
  ...(v.fraction !== undefined ? { fraction: v.fraction } : {}),
});

export async function insertUnits(db: Db, tenant: Tenant, units: UnitValues[]): Promise<string[]> {
  if (units.length === 0) return [];
  const now = nowIso();
  const rows = units.map((u) => ({
    id: crypto.randomUUID(),
    group_id: tenant.groupId,
    plural_name: null,
    plural_name_normalized: null,
    description: '',
    abbreviation: '',
    abbreviation_normalized: '',
    plural_abbreviation: '',
    plural_abbreviation_normalized: '',
    use_abbreviation: false,
    fraction: true,
    ...unitColumnsFor(u),
    created_at: now,
    update_at: now,
  }));
  await db.insertInto('ingredient_units').values(rows).execute();
  return rows.map((r) => r.id);
}

export const updateUnit = (db: Db, tenant: Tenant, id: string, values: UnitValues) =>
  db
    .updateTable('ingredient_units')
    .set({ ...unitColumnsFor(values), update_at: nowIso() })
    .$call(inGroup(tenant))
    .where('id', '=', id)
    .execute();

export const deleteUnit = (db: Db, tenant: Tenant, id: string) =>
  db.deleteFrom('ingredient_units').$call(inGroup(tenant)).where('id', '=', id).execute();

export async function replaceUnitAliases(db: Db, unitId: string, names: string[]): Promise<void> {
  await db.deleteFrom('ingredient_units_aliases').where('unit_id', '=', unitId).execute();
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('ingredient_units_aliases')
    .values(
      unique.map((name) => ({
        id: crypto.randomUUID(),
        unit_id: unitId,
        name,
        name_normalized: normalizeText(name),
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

/** Moves every recipe ingredient from `fromId` to `toId`; the caller deletes `fromId`. */
export const repointUnit = (db: Db, fromId: string, toId: string) =>
  db.updateTable('recipes_ingredients').set({ unit_id: toId, update_at: nowIso() }).where('unit_id', '=', fromId).execute();
