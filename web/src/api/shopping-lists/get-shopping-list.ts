import { queryOptions } from '@tanstack/react-query';
import { isNetworkFailure } from '../../lib/auth/offline-session';
import { isApiError } from '../api-error';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import { forgetOfflineList, loadOfflineList, saveOfflineList } from './offline-store';
import type { ShoppingList } from './types';

/** `GET /api/households/shopping/lists/{id}`: the list with its items, labels and recipes. */
export async function getShoppingList(id: string): Promise<ShoppingList> {
  return unwrap(await apiClient.GET('/api/households/shopping/lists/{itemId}', { params: { path: { itemId: id } } }));
}

/**
 * The list from the server, kept on the device for the next time there is no network; with no
 * network, the kept copy (a list never opened here has none: the error stands).
 */
async function getShoppingListOrOfflineCopy(id: string): Promise<ShoppingList> {
  const offline = async (error: unknown) => {
    const copy = await loadOfflineList(id).catch(() => undefined);
    if (copy) return copy;
    throw error;
  };
  if (!navigator.onLine) return offline(new TypeError('offline'));
  try {
    const list = await getShoppingList(id);
    void saveOfflineList(list).catch(() => undefined);
    return list;
  } catch (error) {
    if (isNetworkFailure(error)) return offline(error);
    // Deleted (or no longer ours): the device's copy and queue go too.
    if (isApiError(error, 404)) await forgetOfflineList(id).catch(() => undefined);
    throw error;
  }
}

export function shoppingListQueryOptions(id: string) {
  // 'always': offline the query still runs, to read the device's copy.
  return queryOptions({ queryKey: shoppingListKeys.detail(id), queryFn: () => getShoppingListOrOfflineCopy(id), networkMode: 'always' });
}
