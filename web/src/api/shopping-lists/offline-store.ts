import { clear, createStore, del, get, keys, set } from 'idb-keyval';
import type { PendingOperation } from './pending-operations';
import type { ShoppingList, ShoppingListItem, ShoppingListSummary, ShoppingOperationFields } from './types';

/**
 * The device's copy of the shopping lists in IndexedDB: every list opened here, the index of
 * lists, and each list's queue of operations not yet applied by the server. Kept until the list
 * is deleted, so that a list opens and takes changes with no network.
 */
export type PendingShoppingOperation = PendingOperation<ShoppingOperationFields, ShoppingListItem>;

let store: ReturnType<typeof createStore> | null = null;
// Opened on first use: tests and pages without lists never touch IndexedDB.
const db = () => {
  store ??= createStore('larder-shopping-lists', 'offline');
  return store;
};

const LISTS = 'lists';
const listKey = (id: string) => `list:${id}`;
const queueKey = (id: string) => `queue:${id}`;

// Async throughout: where IndexedDB is missing, a call fails as a rejected promise, not a throw.
export const loadOfflineList = async (id: string) => get<ShoppingList>(listKey(id), db());
export const saveOfflineList = async (list: ShoppingList) => set(listKey(list.id), list, db());
export const loadOfflineLists = async () => get<ShoppingListSummary[]>(LISTS, db());
export const saveOfflineLists = async (lists: ShoppingListSummary[]) => set(LISTS, lists, db());
export const loadOfflineQueue = async (id: string) => (await get<PendingShoppingOperation[]>(queueKey(id), db())) ?? [];
export const saveOfflineQueue = async (id: string, pending: PendingShoppingOperation[]) =>
  pending.length > 0 ? set(queueKey(id), pending, db()) : del(queueKey(id), db());

/** The lists with operations waiting, as a previous page load left them. */
export async function listsWithQueuedOperations(): Promise<string[]> {
  const all = await keys<string>(db());
  return all.filter((key) => key.startsWith('queue:')).map((key) => key.slice('queue:'.length));
}

/** A list deleted (here or on the server): its copy and its queue go. */
export async function forgetOfflineList(id: string): Promise<void> {
  await Promise.all([del(listKey(id), db()), del(queueKey(id), db())]);
}

/** Signed out: nothing of the household's lists stays on the device. */
export async function forgetAllOfflineLists(): Promise<void> {
  await clear(db());
}
