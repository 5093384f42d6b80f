import type { QueryClient } from '@tanstack/react-query';
import { shoppingListKeys } from './keys';

/**
 * A shopping list or its items changed on the server (a live event). A list event makes the
 * index of lists and that list stale; an item event only that list. Other lists stay.
 */
export async function refreshForShoppingListEvent(
  queryClient: QueryClient,
  documentType: 'shopping_list' | 'shopping_list_item',
  shoppingListId: string | null | undefined,
): Promise<void> {
  const keys = !shoppingListId
    ? [shoppingListKeys.all]
    : documentType === 'shopping_list'
      ? [shoppingListKeys.list(), shoppingListKeys.detail(shoppingListId)]
      : [shoppingListKeys.detail(shoppingListId)];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
