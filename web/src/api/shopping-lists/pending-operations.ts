/**
 * The shopping list as the screen shows it: the last copy from the server with the operations
 * still waiting to be sent applied on top, so that a tap shows at once, online or not. Pure: the
 * queue (operation-queue.ts) decides what waits, this only draws it.
 */

export type OperationType = 'create' | 'update' | 'delete';

/** One item change as `POST …/lists/{id}/operations` takes it. */
export interface ItemOperation<Fields> {
  opId: string;
  itemId: string;
  type: OperationType;
  fields?: Fields;
}

/**
 * An operation waiting to be sent. `local` holds what only the screen needs until the server
 * answers (the chosen food's and unit's names, the label, the display text); it is never sent.
 */
export interface PendingOperation<Fields, Item> {
  operation: ItemOperation<Fields>;
  local?: Partial<Item>;
}

interface ItemShape {
  id: string;
}

/** The list with every pending operation applied in order; an item deleted there stays gone. */
export function applyPendingOperations<Fields extends object, Item extends ItemShape, List extends { listItems: Item[] }>(
  list: List,
  pending: readonly PendingOperation<Fields, Item>[],
  newItem: (id: string, fields: Fields, local: Partial<Item>) => Item,
): List {
  if (pending.length === 0) return list;
  let items = [...list.listItems];
  for (const { operation, local = {} } of pending) {
    const fields = (operation.fields ?? {}) as Fields;
    const index = items.findIndex((item) => item.id === operation.itemId);
    if (operation.type === 'delete') {
      if (index >= 0) items.splice(index, 1);
    } else if (index >= 0) {
      // An item created here may already be on the server when its answer was lost: same id.
      items[index] = { ...(items[index] as Item), ...fields, ...local };
    } else if (operation.type === 'create') {
      items = [...items, newItem(operation.itemId, fields, local)];
    }
    // An update of an item that is gone does nothing, as on the server ("ignored").
  }
  return { ...list, listItems: items };
}
