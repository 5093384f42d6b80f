import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNetworkFailure } from '../../lib/auth/offline-session';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import { loadOfflineLists, saveOfflineLists } from './offline-store';
import type { ShoppingListSummary } from './types';

/** `GET /api/households/shopping/lists?orderBy=name&perPage=-1` (screens.md §4.1). */
export async function getShoppingLists(): Promise<ShoppingListSummary[]> {
  const query = { orderBy: 'name', orderDirection: 'asc', perPage: -1 } as const;
  return unwrap(await apiClient.GET('/api/households/shopping/lists', { params: { query } })).items;
}

/** The lists from the server, kept on the device; the kept copy when there is no network. */
async function getShoppingListsOrOfflineCopy(): Promise<ShoppingListSummary[]> {
  const offline = async (error: unknown) => {
    const copy = await loadOfflineLists().catch(() => undefined);
    if (copy) return copy;
    throw error;
  };
  if (!navigator.onLine) return offline(new TypeError('offline'));
  try {
    const lists = await getShoppingLists();
    void saveOfflineLists(lists).catch(() => undefined);
    return lists;
  } catch (error) {
    if (isNetworkFailure(error)) return offline(error);
    throw error;
  }
}

export function shoppingListsQueryOptions() {
  // 'always': offline the query still runs, to read the device's copy.
  return queryOptions({ queryKey: shoppingListKeys.list(), queryFn: getShoppingListsOrOfflineCopy, networkMode: 'always' });
}

export function useShoppingLists() {
  return useQuery(shoppingListsQueryOptions());
}
