import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { nowIso } from '../../platform/time.js';
import { withTransaction } from '../../platform/transactions.js';
import { type Draft, type ItemsWriter, noChanges } from './items.writer.js';
import { roundQuantity } from './merge.js';
import { deletedItems, existingItemIds, insertOperations, knownOperations } from './queries.js';
import type { ShoppingListOperation, ShoppingListOperationFields, ShoppingListOperationResult, ShoppingListOut } from './schemas.js';
import { extrasText } from './views.js';

/**
 * Larder's operations endpoint (POST lists/{id}/operations; the plan in shopping-plan.md): small
 * item changes that offline and concurrent clients send with their own operation ids.
 *
 * - One unit of work per request with the list row locked, so concurrent requests on one list
 *   apply one after another, each operation in the order sent.
 * - An operation id already in the log is a `duplicate` (a replay after a lost answer): nothing changes.
 * - `create` inserts exactly the client's item id, without merging (later operations name it);
 *   an id that exists or existed is a `duplicate`.
 * - `update` sets only the fields it names: per field, the later-applied operation wins (the
 *   server's order), and the other fields stay. A missing or deleted item is `ignored`: a deleted
 *   item never comes back. Checking an item clears its recipe references (rule 9).
 * - `delete` of a missing item is `ignored`.
 * - Applied operations go into the log (with their order, `seq`); one event names the items.
 */
export function createShoppingOperationsService(
  deps: Deps,
  writer: ItemsWriter,
  readList: (auth: AuthContext, id: string) => Promise<ShoppingListOut>,
) {
  const { db } = deps;

  function applyFields(draft: Draft, fields: ShoppingListOperationFields | undefined): Draft {
    if (!fields) return draft;
    const next: Draft = { ...draft };
    if (fields.checked !== undefined) next.checked = fields.checked;
    if (fields.note !== undefined) next.note = fields.note ?? '';
    if (fields.quantity !== undefined) next.quantity = roundQuantity(fields.quantity);
    if (fields.unitId !== undefined) next.unitId = fields.unitId;
    if (fields.foodId !== undefined) next.foodId = fields.foodId;
    if (fields.labelId !== undefined) next.labelId = fields.labelId;
    if (fields.position !== undefined) next.position = fields.position;
    if (fields.isFood !== undefined) next.isFood = fields.isFood;
    if (fields.extras !== undefined) next.extras = extrasText(fields.extras);
    if (next.checked) next.recipeReferences = [];
    return next;
  }

  return {
    async applyOperations(
      auth: AuthContext,
      listId: string,
      operations: ShoppingListOperation[],
    ): Promise<{ results: ShoppingListOperationResult[]; list: ShoppingListOut }> {
      const results: ShoppingListOperationResult[] = [];
      await withTransaction(db, async (trx) => {
        const session = await writer.openList(trx, auth, listId);
        await writer.checkRowRefs(
          trx,
          auth,
          operations.map((op, index) => ({ ...op.fields, loc: ['operations', index, 'fields'] })),
        );
        const itemIds = [...new Set(operations.map((op) => op.itemId))];
        const seen = new Set<string>();
        const logged = await knownOperations(
          trx,
          listId,
          operations.map((op) => op.opId),
        );
        const tombstones = await deletedItems(trx, listId, itemIds);
        const existedElsewhere = await existingItemIds(trx, itemIds);
        const drafts = new Map((await writer.loadDrafts(trx, listId)).map((d) => [d.id, d]));
        const stored = new Map(drafts);
        const changes = noChanges();
        const deleted: string[] = [];
        const log: { op_id: string; item_id: string; type: string }[] = [];

        for (const op of operations) {
          if (logged.has(op.opId) || seen.has(op.opId)) {
            results.push({ opId: op.opId, status: 'duplicate' });
            continue;
          }
          seen.add(op.opId);
          const current = drafts.get(op.itemId);
          const gone = tombstones.has(op.itemId) || deleted.includes(op.itemId);
          if (op.type === 'create') {
            if (current || gone || existedElsewhere.has(op.itemId)) {
              results.push({ opId: op.opId, status: 'duplicate', reason: gone ? 'deleted' : 'exists' });
              continue;
            }
            const fresh = applyFields(
              {
                id: op.itemId,
                shoppingListId: listId,
                checked: false,
                foodId: null,
                unitId: null,
                note: '',
                quantity: 1,
                extras: {},
                recipeReferences: [],
                position: 0,
                isFood: false,
                labelId: null,
              },
              op.fields,
            );
            if (fresh.labelId === null) await writer.assignLabels(trx, auth, [fresh]);
            drafts.set(op.itemId, fresh);
            changes.created.push(op.itemId);
          } else if (!current) {
            results.push({ opId: op.opId, status: 'ignored', reason: gone ? 'deleted' : 'missing' });
            continue;
          } else if (op.type === 'update') {
            drafts.set(op.itemId, applyFields(current, op.fields));
            if (stored.has(op.itemId)) changes.updated.push(op.itemId);
          } else {
            drafts.delete(op.itemId);
            deleted.push(op.itemId);
          }
          results.push({ opId: op.opId, status: 'applied' });
          log.push({ op_id: op.opId, item_id: op.itemId, type: op.type });
        }

        for (const id of new Set([...changes.created, ...changes.updated])) {
          const draft = drafts.get(id);
          if (draft) await writer.writeDraft(trx, draft, stored.get(id));
        }
        const appliedAt = nowIso();
        await insertOperations(
          trx,
          log.map((entry) => ({ ...entry, shopping_list_id: listId, seq: session.nextSeq(), applied_at: appliedAt })),
        );
        // The applied `delete` operations are the tombstones of these items (also of one created
        // and deleted in this request, which never reached the table).
        await writer.deleteDrafts(
          trx,
          session,
          deleted.filter((id) => stored.has(id)),
          { logged: true },
        );
        await writer.finishList(trx, auth, listId, {
          created: changes.created.filter((id) => drafts.has(id)),
          updated: [...new Set(changes.updated)].filter((id) => drafts.has(id)),
          deleted,
        });
      });
      return { results, list: await readList(auth, listId) };
    },
  };
}

export type ShoppingOperationsService = ReturnType<typeof createShoppingOperationsService>;
