import crypto from 'node:crypto';
import { inGroup, type Tenant } from '../../platform/access.js';
import { normalizeText } from '../../platform/normalize.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/**
 * Seeding writes hundreds of rows at once, so it inserts in bulk here instead of going through
 * the foods, units and labels services one item at a time. The rows are what those areas write
 * (their `*_normalized` columns included) for an item with only a name and the seed's fields.
 */

const namesOf = async (rows: Promise<{ name: string }[]>) => new Set((await rows).map((r) => r.name));

export const existingFoodNames = (db: Db, tenant: Tenant) =>
  namesOf(db.selectFrom('ingredient_foods').select('name').$call(inGroup(tenant)).execute());

export const existingUnitNames = (db: Db, tenant: Tenant) =>
  namesOf(db.selectFrom('ingredient_units').select('name').$call(inGroup(tenant)).execute());

export const existingLabelNames = (db: Db, tenant: Tenant) =>
  namesOf(db.selectFrom('multi_purpose_labels').select('name').$call(inGroup(tenant)).execute());

const normalizedOrNull = (text: string | null) => (text === null ? null : normalizeText(text));

export async function insertSeedFoods(db: Db, tenant: Tenant, foods: { name: string; pluralName: string | null }[]): Promise<void> {
  if (foods.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('ingredient_foods')
    .values(
      foods.map((f) => ({
        id: crypto.randomUUID(),
        group_id: tenant.groupId,
        name: f.name,
        name_normalized: normalizeText(f.name),
        plural_name: f.pluralName,
        plural_name_normalized: normalizedOrNull(f.pluralName),
        description: '',
        label_id: null,
        on_hand: false,
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

export interface SeedUnitValues {
  name: string;
  pluralName: string | null;
  description: string;
  abbreviation: string;
  pluralAbbreviation: string;
}

export async function insertSeedUnits(db: Db, tenant: Tenant, units: SeedUnitValues[]): Promise<void> {
  if (units.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('ingredient_units')
    .values(
      units.map((u) => ({
        id: crypto.randomUUID(),
        group_id: tenant.groupId,
        name: u.name,
        name_normalized: normalizeText(u.name),
        plural_name: u.pluralName,
        plural_name_normalized: normalizedOrNull(u.pluralName),
        description: u.description,
        abbreviation: u.abbreviation,
        abbreviation_normalized: normalizeText(u.abbreviation),
        plural_abbreviation: u.pluralAbbreviation,
        plural_abbreviation_normalized: normalizeText(u.pluralAbbreviation),
        use_abbreviation: false,
        fraction: true,
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

export async function insertSeedLabels(db: Db, tenant: Tenant, labels: { name: string; color: string }[]): Promise<void> {
  if (labels.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('multi_purpose_labels')
    .values(
      labels.map((l) => ({
        id: crypto.randomUUID(),
        group_id: tenant.groupId,
        name: l.name,
        color: l.color,
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}
