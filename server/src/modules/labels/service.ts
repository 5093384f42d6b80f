import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { searchNames } from '../../platform/name-search.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
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
  deleteLabel,
  findLabel,
  findLabels,
  insertLabels,
  type LabelRecord,
  labelListQuery,
  labelNameTaken,
  listLabelNames,
  updateLabel,
} from './queries.js';
import { LABEL_DEFAULT_COLOR, type MultiPurposeLabelCreate, type MultiPurposeLabelOut, type MultiPurposeLabelUpdate } from './schemas.js';

const LABEL_ATTRIBUTES: AttributeMap = {
  id: { column: 'l.id', type: 'uuid' },
  name: { column: 'l.name', type: 'string' },
  color: { column: 'l.color', type: 'string' },
  group_id: { column: 'l.group_id', type: 'uuid' },
  created_at: { column: 'l.created_at', type: 'datetime' },
  update_at: { column: 'l.update_at', type: 'datetime' },
  updated_at: { column: 'l.update_at', type: 'datetime' },
  search_rank: { column: 'l.search_rank', type: 'number' },
};

export const toLabelOut = (row: Pick<LabelRecord, 'id' | 'group_id' | 'name' | 'color'>): MultiPurposeLabelOut => ({
  name: row.name,
  color: row.color,
  groupId: row.group_id,
  id: row.id,
});

const nameTaken = (name: string) => `A label named "${name}" already exists`;

/** The tenant's labels among `ids`, as a food shows its label. */
export const labelsOf = async (db: Db, tenant: Tenant, ids: string[]): Promise<MultiPurposeLabelOut[]> =>
  (await findLabels(db, tenant, ids)).map(toLabelOut);

/** Whether `id` is one of the tenant's labels. */
export const isLabelOf = async (db: Db, tenant: Tenant, id: string): Promise<boolean> => (await findLabel(db, tenant, id)) !== undefined;

/** What other areas hear from labels: shopping lists put a new label last in their label order. */
export interface LabelHooks {
  labelsCreated?: (tenant: Tenant, labelIds: string[]) => Promise<void>;
}

/**
 * /api/groups/labels: the group's shopping labels, also attached to foods. A deleted label's
 * shopping-list settings go with it by foreign key (ON DELETE CASCADE).
 */
export function createLabelsService(deps: Deps, hooks: LabelHooks = {}) {
  const { db } = deps;
  const created = async (tenant: Tenant, ids: string[]) => {
    if (hooks.labelsCreated && ids.length) await hooks.labelsCreated(tenant, ids);
  };

  async function requireLabel(auth: AuthContext, id: string): Promise<LabelRecord> {
    const row = await findLabel(db, auth, id);
    if (!row) throw notFound('Label not found');
    return row;
  }

  return {
    /** Seeding: adds the labels (default colour) whose name the tenant's group does not hold yet (see `seedFoods`). */
    seedLabels(tenant: Tenant, labels: SeedItem<{ name: string }>[]): Promise<number> {
      return withTransaction(db, async (trx) => {
        const existing = (await listLabelNames(trx, tenant)).map((l) => l.name);
        const fresh = withNewNames(
          labels.map((label) => ({ ...label, color: LABEL_DEFAULT_COLOR })),
          existing,
        );
        const ids: string[] = [];
        await inChunks(fresh, async (chunk) => {
          ids.push(...(await insertLabels(trx, tenant, chunk)));
        });
        await created(tenant, ids);
        return fresh.length;
      });
    },

    async listLabels(auth: AuthContext, q: SearchPaginationQuery): Promise<Page<MultiPurposeLabelOut>> {
      const search = q.search?.trim() ? searchNames(await listLabelNames(db, auth), q.search) : null;
      const base = labelListQuery(db, auth, search);
      return paginate(base, q, {
        attributes: LABEL_ATTRIBUTES,
        idColumn: 'l.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => rows.map(toLabelOut),
      });
    },

    async getLabel(auth: AuthContext, id: string): Promise<MultiPurposeLabelOut> {
      return toLabelOut(await requireLabel(auth, id));
    },

    async createLabel(auth: AuthContext, input: MultiPurposeLabelCreate): Promise<MultiPurposeLabelOut> {
      if (await labelNameTaken(db, auth, input.name)) throw badRequest(nameTaken(input.name));
      const [id] = await withUniqueName(nameTaken(input.name), () =>
        withTransaction(db, async (trx) => {
          const ids = await insertLabels(trx, auth, [input]);
          await created(auth, ids);
          return ids;
        }),
      );
      return toLabelOut(await requireLabel(auth, id));
    },

    async updateLabel(auth: AuthContext, id: string, input: MultiPurposeLabelUpdate): Promise<MultiPurposeLabelOut> {
      await requireLabel(auth, id);
      if (await labelNameTaken(db, auth, input.name, id)) throw badRequest(nameTaken(input.name));
      const values = { name: input.name, ...(input.color !== undefined ? { color: input.color } : {}) };
      await withUniqueName(nameTaken(input.name), () => updateLabel(db, auth, id, values));
      return toLabelOut(await requireLabel(auth, id));
    },

    /** Foods and list items keep existing without a label (the foreign key sets it to null). */
    async deleteLabel(auth: AuthContext, id: string): Promise<MultiPurposeLabelOut> {
      const row = await requireLabel(auth, id);
      await deleteLabel(db, auth, id);
      return toLabelOut(row);
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
