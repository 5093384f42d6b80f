import { useMemo } from 'react';
import { newId } from '../../lib/new-id';
import type { PendingShoppingOperation } from './offline-store';
import { shoppingQueue } from './sync';
import type { ShoppingList, ShoppingListItem, ShoppingOperationFields } from './types';

type Local = Partial<ShoppingListItem>;

const operation = (
  type: 'create' | 'update' | 'delete',
  itemId: string,
  fields?: ShoppingOperationFields,
  local?: Local,
): PendingShoppingOperation => ({ operation: { opId: newId(), itemId, type, ...(fields ? { fields } : {}) }, local });

/**
 * The item changes of one list, each queued as a small operation (works offline; see sync.ts).
 * `local` carries what the screen shows until the server answers (names, display text).
 */
export function useItemOperations(list: ShoppingList | undefined) {
  return useMemo(() => {
    const enqueue = (operations: PendingShoppingOperation[]) => {
      if (list) void shoppingQueue.enqueue(list.id, operations);
    };
    const now = () => new Date().toISOString();
    return {
      setChecked: (items: readonly ShoppingListItem[], checked: boolean) =>
        enqueue(
          items.filter((item) => item.checked !== checked).map((item) => operation('update', item.id, { checked }, { updatedAt: now() })),
        ),
      update: (item: ShoppingListItem, fields: ShoppingOperationFields, local: Local = {}) =>
        enqueue([operation('update', item.id, fields, { ...local, updatedAt: now() })]),
      remove: (items: readonly ShoppingListItem[]) => enqueue(items.map((item) => operation('delete', item.id))),
      /** A new item at the end of the list. */
      create: (fields: ShoppingOperationFields, local: Local = {}) => {
        const position = Math.max(-1, ...(list?.listItems ?? []).map((item) => item.position)) + 1;
        const ids = { shoppingListId: list?.id ?? '', groupId: list?.groupId ?? '', householdId: list?.householdId ?? '' };
        enqueue([operation('create', newId(), { position, ...fields }, { ...ids, ...local })]);
      },
      /** New positions after a drag, one operation per item that moved. */
      reorder: (changes: readonly { id: string; position: number }[]) =>
        enqueue(changes.map(({ id, position }) => operation('update', id, { position }))),
    };
  }, [list]);
}
