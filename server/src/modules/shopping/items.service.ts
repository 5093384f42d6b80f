import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { withTransaction } from '../../platform/transactions.js';
import { type Draft, type ItemsWriter, type ListChanges, type ListSession, noChanges } from './items.writer.js';
import { mergeFactor, mergeInto, planCreate, roundQuantity } from './merge.js';
import { deletedItems, existingItemIds, findItems, itemsQuery } from './queries.js';
import type {
  ShoppingListItemCreate,
  ShoppingListItemOut,
  ShoppingListItemRecipeRefCreate,
  ShoppingListItemsCollectionOut,
  ShoppingListItemUpdate,
} from './schemas.js';
import { extrasText, toItemsOut } from './views.js';

const ITEM_ATTRIBUTES: AttributeMap = {
  id: { column: 'i.id', type: 'uuid' },
  shopping_list_id: { column: 'i.shopping_list_id', type: 'uuid' },
  position: { column: 'i.position', type: 'number' },
  checked: { column: 'i.checked', type: 'boolean' },
  quantity: { column: 'i.quantity', type: 'number' },
  note: { column: 'i.note', type: 'string' },
  is_food: { column: 'i.is_food', type: 'boolean' },
  food_id: { column: 'i.food_id', type: 'uuid' },
  unit_id: { column: 'i.unit_id', type: 'uuid' },
  label_id: { column: 'i.label_id', type: 'uuid' },
  group_id: { column: 'i.group_id', type: 'uuid' },
  household_id: { column: 'i.household_id', type: 'uuid' },
  created_at: { column: 'i.created_at', type: 'datetime' },
  update_at: { column: 'i.update_at', type: 'datetime' },
  updated_at: { column: 'i.update_at', type: 'datetime' },
};

const refsOf = (refs: ShoppingListItemRecipeRefCreate[] | undefined) =>
  (refs ?? []).map((r) => ({
    id: r.id ?? undefined,
    recipeId: r.recipeId,
    recipeQuantity: roundQuantity(r.recipeQuantity),
    recipeScale: r.recipeScale,
    recipeNote: r.recipeNote ?? null,
    noteAdded: null,
  }));

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return new Map([...map].sort(([a], [b]) => a.localeCompare(b)));
};

/** A located update: the item, what the body says, and where in the body it says it. */
export interface ItemUpdateInput {
  id: string;
  input: ShoppingListItemUpdate;
  loc: (string | number)[];
}

/** /api/households/shopping/items: Mealie's item endpoints (domain.md rules 7–9). */
export function createShoppingItemsService(deps: Deps, writer: ItemsWriter) {
  const { db } = deps;

  async function collection(auth: AuthContext, changes: ListChanges, deleted: ShoppingListItemOut[] = []) {
    const rows = await findItems(db, auth, [...changes.created, ...changes.updated]);
    const out = await toItemsOut(db, auth, rows);
    const byId = new Map(out.map((i) => [i.id, i]));
    const pick = (ids: string[]) => [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
    return { createdItems: pick(changes.created), updatedItems: pick(changes.updated), deletedItems: deleted };
  }

  return {
    async listItems(auth: AuthContext, q: PaginationQuery): Promise<Page<ShoppingListItemOut>> {
      return paginate(itemsQuery(db, auth), q, {
        attributes: ITEM_ATTRIBUTES,
        idColumn: 'i.id',
        defaultOrder: 'created_at',
        map: (rows) => toItemsOut(db, auth, rows),
      });
    },

    async getItem(auth: AuthContext, id: string): Promise<ShoppingListItemOut> {
      const [row] = await findItems(db, auth, [id]);
      if (!row) throw notFound();
      return (await toItemsOut(db, auth, [row]))[0];
    },

    /** POST items and create-bulk (rule 8): new items merge into the list where they can. */
    async createItems(auth: AuthContext, inputs: ShoppingListItemCreate[], locOf: (index: number) => (string | number)[]) {
      const changes = noChanges();
      await withTransaction(db, async (trx) => {
        const located = inputs.map((input, index) => ({ input, loc: locOf(index) }));
        for (const [listId, entries] of groupBy(located, (e) => e.input.shoppingListId)) {
          const session = await writer.openList(trx, auth, listId);
          await writer.checkRowRefs(
            trx,
            auth,
            entries.map((e) => ({ foodId: e.input.foodId, unitId: e.input.unitId, labelId: e.input.labelId, loc: e.loc })),
          );
          const chosen = entries.flatMap((e) => (e.input.id ? [e.input.id] : []));
          if ((await existingItemIds(trx, chosen)).size > 0 || (await deletedItems(trx, listId, chosen)).size > 0) {
            throw badRequest('An item with this id already exists or was deleted');
          }
          const drafts = entries.map(({ input }) => ({
            id: input.id ?? crypto.randomUUID(),
            shoppingListId: listId,
            checked: input.checked ?? false,
            foodId: input.foodId ?? null,
            unitId: input.unitId ?? null,
            note: input.note ?? '',
            quantity: roundQuantity(input.quantity ?? 1),
            extras: extrasText(input.extras),
            recipeReferences: refsOf(input.recipeReferences),
            position: input.position ?? 0,
            isFood: input.isFood ?? false,
            labelId: input.labelId ?? null,
            sentFoodLabelId: input.food?.labelId ?? undefined,
          }));
          await writer.assignLabels(trx, auth, drafts);
          const existing = await writer.loadDrafts(trx, listId);
          const convert = await writer.converterFor(trx, auth, [...existing, ...drafts]);
          const plan = planCreate<Draft>(
            existing,
            drafts.map(({ sentFoodLabelId: _sent, ...draft }) => draft),
            convert,
          );
          const listChanges = await writer.writePlan(trx, plan, existing);
          await writer.finishList(trx, auth, session.list.id, listChanges);
          changes.created.push(...listChanges.created);
          changes.updated.push(...listChanges.updated);
        }
      });
      return collection(auth, changes);
    },

    /**
     * PUT items and PUT items/{id} (rule 9). Unlike Mealie, a field left out keeps its value
     * (Mealie's model fills its defaults, so a partial body would reset quantity and note).
     */
    async updateItems(auth: AuthContext, updates: ItemUpdateInput[]): Promise<ShoppingListItemsCollectionOut> {
      // Duplicate ids in one request: the first wins.
      const firsts = updates.filter((u, i) => updates.findIndex((o) => o.id === u.id) === i);
      const changes = noChanges();
      let deletedOut: ShoppingListItemOut[] = [];
      await withTransaction(db, async (trx) => {
        const rows = await findItems(
          trx,
          auth,
          firsts.map((u) => u.id),
        );
        if (rows.length !== firsts.length) throw notFound();
        await writer.checkRowRefs(
          trx,
          auth,
          firsts.map((u) => ({ foodId: u.input.foodId, unitId: u.input.unitId, labelId: u.input.labelId, loc: u.loc })),
        );
        const listIds = [...new Set([...rows.map((r) => r.shopping_list_id), ...firsts.map((u) => u.input.shoppingListId)])].sort();
        const sessions = new Map<string, ListSession>();
        const lists = new Map<string, Draft[]>();
        for (const listId of listIds) {
          sessions.set(listId, await writer.openList(trx, auth, listId));
          lists.set(listId, await writer.loadDrafts(trx, listId));
        }
        const stored = new Map([...lists.values()].flat().map((d) => [d.id, d]));
        const updated = new Set<string>();
        const deleted = new Set<string>();
        const perList = new Map<string, ListChanges>(listIds.map((id) => [id, noChanges()]));
        for (const { id, input } of firsts) {
          const from = rows.find((r) => r.id === id)!.shopping_list_id;
          const current = lists.get(from)!.find((d) => d.id === id);
          if (!current) continue; // merged away by an earlier update of this request
          const next: Draft = {
            ...current,
            shoppingListId: input.shoppingListId,
            quantity: input.quantity === undefined ? current.quantity : roundQuantity(input.quantity),
            note: input.note === undefined ? current.note : (input.note ?? ''),
            checked: input.checked ?? current.checked,
            position: input.position ?? current.position,
            isFood: input.isFood ?? current.isFood,
            foodId: input.foodId === undefined ? current.foodId : input.foodId,
            unitId: input.unitId === undefined ? current.unitId : input.unitId,
            labelId: input.labelId === undefined ? current.labelId : input.labelId,
            extras: input.extras === undefined ? current.extras : extrasText(input.extras),
            recipeReferences: input.recipeReferences === undefined ? current.recipeReferences : refsOf(input.recipeReferences),
          };
          lists.set(
            from,
            lists.get(from)!.filter((d) => d.id !== id),
          );
          if (next.quantity < 0) {
            deleted.add(id);
            perList.get(from)!.deleted.push(id);
            continue;
          }
          if (next.checked) next.recipeReferences = [];
          const siblings = lists.get(next.shoppingListId)!;
          const convert = await writer.converterFor(trx, auth, [...siblings, next]);
          const into = siblings.findIndex((s) => mergeFactor(s, next, convert) !== null);
          if (into >= 0) {
            siblings[into] = mergeInto(siblings[into], next, mergeFactor(siblings[into], next, convert)!);
            updated.add(siblings[into].id);
            deleted.add(id);
            perList.get(next.shoppingListId)!.updated.push(siblings[into].id);
            perList.get(from)!.deleted.push(id);
          } else {
            siblings.push(next);
            updated.add(id);
            perList.get(next.shoppingListId)!.updated.push(id);
          }
        }
        const deletedRows = await findItems(trx, auth, [...deleted]);
        deletedOut = await toItemsOut(trx, auth, deletedRows);
        for (const [listId, drafts] of lists) {
          for (const draft of drafts) if (updated.has(draft.id)) await writer.writeDraft(trx, draft, stored.get(draft.id));
          await writer.deleteDrafts(
            trx,
            sessions.get(listId)!,
            deletedRows.filter((r) => r.shopping_list_id === listId).map((r) => r.id),
          );
        }
        for (const [listId, listChanges] of perList) await writer.finishList(trx, auth, listId, listChanges);
        changes.updated.push(...[...updated].filter((id) => !deleted.has(id)));
      });
      return collection(auth, changes, deletedOut);
    },

    /** DELETE items?ids=… and DELETE items/{id}: every id must be one of the caller's household's items. */
    async deleteItems(auth: AuthContext, ids: string[]): Promise<{ message: string; error: false }> {
      const unique = [...new Set(ids)];
      await withTransaction(db, async (trx) => {
        const rows = await findItems(trx, auth, unique);
        if (rows.length !== unique.length || unique.length === 0) throw notFound();
        for (const [listId, listRows] of groupBy(rows, (r) => r.shopping_list_id)) {
          const session = await writer.openList(trx, auth, listId);
          const gone = listRows.map((r) => r.id);
          await writer.deleteDrafts(trx, session, gone);
          await writer.finishList(trx, auth, listId, { ...noChanges(), deleted: gone });
        }
      });
      return { message: '', error: false };
    },
  };
}

export type ShoppingItemsService = ReturnType<typeof createShoppingItemsService>;
