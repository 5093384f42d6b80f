import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { draftItem } from './draft-item';
import { shoppingListQueryOptions } from './get-shopping-list';
import { applyPendingOperations } from './pending-operations';
import { shoppingQueue } from './sync';

/**
 * One shopping list as the screen shows it: the server's (or, offline, the device's) copy with
 * the operations still waiting drawn on top, how many wait, and whether the last send failed.
 */
export function useShoppingList(id: string) {
  const query = useQuery(shoppingListQueryOptions(id));
  useEffect(() => {
    void shoppingQueue.load(id).then(() => shoppingQueue.flush(id));
  }, [id]);
  const subscribe = useCallback((onChange: () => void) => shoppingQueue.subscribe((listId) => listId === id && onChange()), [id]);
  const pending = useSyncExternalStore(subscribe, () => shoppingQueue.pending(id));
  const sendFailed = useSyncExternalStore(subscribe, () => shoppingQueue.sendFailed(id));
  const list = useMemo(() => (query.data ? applyPendingOperations(query.data, pending, draftItem) : undefined), [query.data, pending]);
  return { query, list, pendingCount: pending.length, sendFailed };
}
