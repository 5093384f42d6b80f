import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import type { ShoppingList } from './types';

export type RecipeIngredientForList = NonNullable<
  ApiRequestBody<'/api/households/shopping/lists/{itemId}/recipe/{recipeId}', 'post'>
>['recipeIngredients'] extends (infer T)[] | null | undefined
  ? T
  : never;

export interface AddRecipeToListInput {
  listId: string;
  recipeId: string;
  /** The recipe's scale: the server multiplies each quantity by it (domain.md rule 10). */
  scale: number;
  /** The ticked ingredients, unscaled. */
  ingredients: RecipeIngredientForList[];
}

/** `POST …/lists/{id}/recipe/{recipeId}` with the chosen ingredients (screens.md §3.3). */
export async function addRecipeToShoppingList({ listId, recipeId, scale, ingredients }: AddRecipeToListInput): Promise<ShoppingList> {
  return unwrap(
    await apiClient.POST('/api/households/shopping/lists/{itemId}/recipe/{recipeId}', {
      params: { path: { itemId: listId, recipeId } },
      body: { recipeIncrementQuantity: scale, recipeIngredients: ingredients },
    }),
  );
}

export function useAddRecipeToShoppingList({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<AddRecipeToListInput, ShoppingList>;
} = {}) {
  return useApiMutation(
    addRecipeToShoppingList,
    (input) => [shoppingListKeys.list(), shoppingListKeys.detail(input.listId)],
    mutationConfig,
  );
}
