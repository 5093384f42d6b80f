import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import { forgetOfflineList, saveOfflineList } from './offline-store';
import type { ShoppingList } from './types';

export const shoppingListNameSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
});

/** `POST /api/households/shopping/lists {name}`: a new list owned by the caller. */
export async function createShoppingList(name: string): Promise<ShoppingList> {
  const list = unwrap(await apiClient.POST('/api/households/shopping/lists', { body: { name } }));
  void saveOfflineList(list).catch(() => undefined);
  return list;
}

export function useCreateShoppingList({ mutationConfig }: { mutationConfig?: MutationConfig<string, ShoppingList> } = {}) {
  return useApiMutation(createShoppingList, [shoppingListKeys.list()], mutationConfig);
}

export interface UpdateShoppingListInput {
  list: ShoppingList;
  name: string;
  userId: string;
}

/** `PUT /api/households/shopping/lists/{id}`: name and owner (Larder's server ignores `listItems`). */
export async function updateShoppingList({ list, name, userId }: UpdateShoppingListInput): Promise<ShoppingList> {
  const body = { id: list.id, groupId: list.groupId, userId, name, extras: list.extras ?? {} };
  return unwrap(await apiClient.PUT('/api/households/shopping/lists/{itemId}', { params: { path: { itemId: list.id } }, body }));
}

export function useUpdateShoppingList({ mutationConfig }: { mutationConfig?: MutationConfig<UpdateShoppingListInput, ShoppingList> } = {}) {
  return useApiMutation(updateShoppingList, (input) => [shoppingListKeys.list(), shoppingListKeys.detail(input.list.id)], mutationConfig);
}

/** `DELETE /api/households/shopping/lists/{id}`; the device's copy goes too. */
export async function deleteShoppingList(id: string): Promise<void> {
  await apiClient.DELETE('/api/households/shopping/lists/{itemId}', { params: { path: { itemId: id } } });
  await forgetOfflineList(id).catch(() => undefined);
}

export function useDeleteShoppingList({ mutationConfig }: { mutationConfig?: MutationConfig<string, void> } = {}) {
  return useApiMutation(deleteShoppingList, [shoppingListKeys.list()], mutationConfig);
}
