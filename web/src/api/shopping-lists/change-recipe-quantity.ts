import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import type { ShoppingList } from './types';

export interface ChangeRecipeQuantityInput {
  listId: string;
  recipeId: string;
  /** +1 adds the recipe's ingredients once more, −1 takes them off once. */
  change: 1 | -1;
}

/**
 * `POST …/lists/{id}/recipe/{recipeId}` with `recipeIncrementQuantity: 1`, or
 * `POST …/recipe/{recipeId}/delete` with `recipeDecrementQuantity: 1` (screens.md §4.2).
 */
export async function changeRecipeQuantity({ listId, recipeId, change }: ChangeRecipeQuantityInput): Promise<ShoppingList> {
  const path = { itemId: listId, recipeId: recipeId };
  if (change > 0) {
    return unwrap(
      await apiClient.POST('/api/households/shopping/lists/{itemId}/recipe/{recipeId}', {
        params: { path },
        body: { recipeIncrementQuantity: 1 },
      }),
    );
  }
  return unwrap(
    await apiClient.POST('/api/households/shopping/lists/{itemId}/recipe/{recipeId}/delete', {
      params: { path },
      body: { recipeDecrementQuantity: 1 },
    }),
  );
}

export function useChangeRecipeQuantity({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<ChangeRecipeQuantityInput, ShoppingList>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useApiMutation(changeRecipeQuantity, [shoppingListKeys.list()], {
    ...config,
    onSuccess: async (list, ...rest) => {
      queryClient.setQueryData(shoppingListKeys.detail(list.id), list);
      await onSuccess?.(list, ...rest);
    },
  });
}
