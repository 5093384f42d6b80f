import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { toBool, toIso } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import {
  defaultOrder,
  inChunks,
  type SearchPaginationQuery,
  type SeedItem,
  withNewNames,
  withUniqueName,
} from '../organizers/group-data.js';
import {
  deleteUnit,
  existingUnitNames,
  findUnit,
  findUnits,
  insertUnits,
  replaceUnitAliases,
  repointUnit,
  type UnitRecord,
  type UnitValues,
  unitAliases,
  unitListQuery,
  unitNameTaken,
  updateUnit,
} from './queries.js';
import type { CreateIngredientUnit, IngredientUnit, MergeUnit } from './schemas.js';

const UNIT_ATTRIBUTES: AttributeMap = {
  id: { column: 'u.id', type: 'uuid' },
  name: { column: 'u.name', type: 'string' },
  plural_name: { column: 'u.plural_name', type: 'string' },
  description: { column: 'u.description', type: 'string' },
  abbreviation: { column: 'u.abbreviation', type: 'string' },
  plural_abbreviation: { column: 'u.plural_abbreviation', type: 'string' },
  use_abbreviation: { column: 'u.use_abbreviation', type: 'boolean' },
  fraction: { column: 'u.fraction', type: 'boolean' },
  group_id: { column: 'u.group_id', type: 'uuid' },
  created_at: { column: 'u.created_at', type: 'datetime' },
  update_at: { column: 'u.update_at', type: 'datetime' },
  updated_at: { column: 'u.update_at', type: 'datetime' },
  search_rank: { column: 'u.search_rank', type: 'number' },
};

async function toIngredientUnits(db: Db, rows: UnitRecord[]): Promise<IngredientUnit[]> {
  const aliases = await unitAliases(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    pluralName: row.plural_name,
    description: row.description,
    extras: {},
    onHand: false,
    fraction: toBool(row.fraction),
    abbreviation: row.abbreviation,
    pluralAbbreviation: row.plural_abbreviation,
    useAbbreviation: toBool(row.use_abbreviation),
    aliases: aliases.filter((a) => a.unit_id === row.id).map((a) => ({ name: a.name })),
    createdAt: toIso(row.created_at)!,
    updatedAt: toIso(row.update_at)!,
  }));
}

/** The tenant's units among `ids` (unknown ids are left out). */
export async function ingredientUnits(db: Db, tenant: Tenant, ids: string[]): Promise<IngredientUnit[]> {
  return ids.length ? toIngredientUnits(db, await findUnits(db, tenant, ids)) : [];
}

/** Names of the tenant's units (the OpenAI parser is told them). */
export const unitNames = (db: Db, tenant: Tenant): Promise<Set<string>> => existingUnitNames(db, tenant);

const values = (input: CreateIngredientUnit): UnitValues => ({
  name: input.name,
  pluralName: input.pluralName === undefined ? undefined : input.pluralName || null,
  description: input.description === null ? '' : input.description,
  abbreviation: input.abbreviation,
  pluralAbbreviation: input.pluralAbbreviation,
  useAbbreviation: input.useAbbreviation,
  fraction: input.fraction,
});

const aliasNames = (input: CreateIngredientUnit) => (input.aliases ?? []).map((a) => a.name);

/** /api/units: the group's measuring units. */
export function createUnitsService(deps: Deps) {
  const { db } = deps;

  async function requireUnit(auth: AuthContext, id: string): Promise<UnitRecord> {
    const row = await findUnit(db, auth, id);
    if (!row) throw notFound('Unit not found');
    return row;
  }

  async function getUnit(auth: AuthContext, id: string): Promise<IngredientUnit> {
    return (await toIngredientUnits(db, [await requireUnit(auth, id)]))[0];
  }

  const nameTaken = (name: string) => `A unit named "${name}" already exists`;

  async function assertNameFree(auth: AuthContext, name: string, exceptId?: string) {
    if (await unitNameTaken(db, auth, name, exceptId)) throw badRequest(nameTaken(name));
  }

  return {
    getUnit,

    /** Seeding: adds the units whose name the tenant's group does not hold yet (see `seedFoods`). */
    seedUnits(tenant: Tenant, units: SeedItem<UnitValues>[]): Promise<number> {
      return withTransaction(db, async (trx) => {
        const fresh = withNewNames(units, await existingUnitNames(trx, tenant));
        await inChunks(fresh, (chunk) => insertUnits(trx, tenant, chunk));
        return fresh.length;
      });
    },

    listUnits: (auth: AuthContext, q: SearchPaginationQuery): Promise<Page<IngredientUnit>> =>
      paginate(unitListQuery(db, auth, q.search), q, {
        attributes: UNIT_ATTRIBUTES,
        idColumn: 'u.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => toIngredientUnits(db, rows),
      }),

    async createUnit(auth: AuthContext, input: CreateIngredientUnit): Promise<IngredientUnit> {
      await assertNameFree(auth, input.name);
      const id = await withUniqueName(nameTaken(input.name), () =>
        withTransaction(db, async (trx) => {
          const [unitId] = await insertUnits(trx, auth, [values(input)]);
          if (input.aliases) await replaceUnitAliases(trx, unitId, aliasNames(input));
          return unitId;
        }),
      );
      return getUnit(auth, id);
    },

    /** Fields left out keep their value; `aliases`, when sent, replace the old ones. */
    async updateUnit(auth: AuthContext, id: string, input: CreateIngredientUnit): Promise<IngredientUnit> {
      await requireUnit(auth, id);
      await assertNameFree(auth, input.name, id);
      await withUniqueName(nameTaken(input.name), () =>
        withTransaction(db, async (trx) => {
          await updateUnit(trx, auth, id, values(input));
          if (input.aliases) await replaceUnitAliases(trx, id, aliasNames(input));
        }),
      );
      return getUnit(auth, id);
    },

    /** Ingredients that used the unit keep their quantity and lose the link. */
    async deleteUnit(auth: AuthContext, id: string): Promise<IngredientUnit> {
      const unit = await getUnit(auth, id);
      await deleteUnit(db, auth, id);
      return unit;
    },

    async mergeUnits(auth: AuthContext, input: MergeUnit): Promise<{ message: string; error: false }> {
      if (input.fromUnit === input.toUnit) throw badRequest('Cannot merge a unit with itself');
      await requireUnit(auth, input.fromUnit);
      await requireUnit(auth, input.toUnit);
      await withTransaction(db, async (trx) => {
        await repointUnit(trx, input.fromUnit, input.toUnit);
        await deleteUnit(trx, auth, input.fromUnit);
      });
      return { message: 'Successfully merged units', error: false };
    },
  };
}

export type UnitsService = ReturnType<typeof createUnitsService>;
