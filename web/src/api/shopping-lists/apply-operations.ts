import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import type { ShoppingList, ShoppingOperation } from './types';

/**
 * `POST /api/households/shopping/lists/{id}/operations`: item changes applied in order in one
 * transaction; an operation id the server has seen is skipped, so a batch may be sent again.
 */
export async function applyShoppingListOperations(listId: string, operations: ShoppingOperation[]): Promise<ShoppingList> {
  const answer = unwrap(
    await apiClient.POST('/api/households/shopping/lists/{itemId}/operations', {
      params: { path: { itemId: listId } },
      body: { operations },
    }),
  );
  return answer.list;
}
