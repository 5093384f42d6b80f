import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { components } from '../schema';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import type { ShoppingList } from './types';

/** One recipe for the bulk form: its id, how many times (the scale), and the ingredients to add. */
export type RecipeToAdd = components['schemas']['ShoppingListAddRecipeParamsBulkInput'];
export type RecipeIngredientToAdd = NonNullable<RecipeToAdd['recipeIngredients']>[number];

export interface AddRecipesToListInput {
  listId: string;
  recipes: RecipeToAdd[];
}

/**
 * `POST /api/households/shopping/lists/{id}/recipe` (the bulk form): every recipe in one request,
 * each with `recipeIncrementQuantity` = its scale and the ingredients chosen in the dialog.
 */
export async function addRecipesToList({ listId, recipes }: AddRecipesToListInput): Promise<ShoppingList> {
  return unwrap(
    await apiClient.POST('/api/households/shopping/lists/{itemId}/recipe', {
      params: { path: { itemId: listId } },
      body: recipes,
    }),
  );
}

export function useAddRecipesToList({ mutationConfig }: { mutationConfig?: MutationConfig<AddRecipesToListInput, ShoppingList> } = {}) {
  return useApiMutation(addRecipesToList, (input) => [shoppingListKeys.list(), shoppingListKeys.detail(input.listId)], mutationConfig);
}
