import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error';
import { applyShoppingListOperations } from './apply-operations';
import { shoppingListKeys } from './keys';
import { listsWithQueuedOperations, loadOfflineQueue, saveOfflineList, saveOfflineQueue } from './offline-store';
import { OperationQueue } from './operation-queue';
import type { ShoppingList, ShoppingListItem, ShoppingOperationFields } from './types';

let queryClient: QueryClient | null = null;

const REFUSALS = new Set([400, 403, 404, 409, 422]);

/**
 * The app's one queue of shopping-list item operations (operation-queue.ts), stored in
 * IndexedDB. An applied batch's answer is the list as the server now has it: it replaces the
 * cached list and the device's copy; the operations still waiting are drawn on top of it.
 */
export const shoppingQueue = new OperationQueue<ShoppingOperationFields, ShoppingListItem, ShoppingList>({
  storage: { load: loadOfflineQueue, save: saveOfflineQueue },
  send: applyShoppingListOperations,
  // Refused for good (the list is gone, a field is wrong): sending it again would be refused
  // again. No network, the server down, a session to renew: keep it for later.
  classify: (error) => (error instanceof ApiError && REFUSALS.has(error.status) ? 'reject' : 'retry'),
  isOnline: () => navigator.onLine,
  onApplied: async (listId, list) => {
    void saveOfflineList(list).catch(() => undefined);
    const client = queryClient;
    if (!client) return;
    const queryKey = shoppingListKeys.detail(listId);
    // A read that started before these operations were applied must not replace their result.
    await client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, list);
  },
});

/** Sends what every list has waiting. */
async function flushAll(): Promise<void> {
  const ids = await listsWithQueuedOperations().catch(() => [] as string[]);
  await Promise.all(ids.map((id) => shoppingQueue.flush(id)));
}

/**
 * Starts sending the queued operations: once now (what a previous page load left), and again
 * whenever the browser is back online. Returns the stop function.
 */
export function startShoppingSync(client: QueryClient): () => void {
  queryClient = client;
  const onOnline = () => void flushAll();
  window.addEventListener('online', onOnline);
  void flushAll();
  return () => {
    window.removeEventListener('online', onOnline);
    if (queryClient === client) queryClient = null;
  };
}
