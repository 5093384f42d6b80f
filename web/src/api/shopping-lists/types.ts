import type { components } from '../schema';

export type ShoppingList = components['schemas']['ShoppingListOut'];
export type ShoppingListSummary = components['schemas']['ShoppingListSummary'];
export type ShoppingListItem = ShoppingList['listItems'][number];
export type ShoppingListLabelSetting = ShoppingList['labelSettings'][number];
export type ShoppingListRecipeReference = ShoppingList['recipeReferences'][number];

/** One item change for `POST …/lists/{id}/operations` (the web app's offline queue). */
export type ShoppingOperation = components['schemas']['ShoppingListOperation'];
export type ShoppingOperationFields = components['schemas']['ShoppingListOperationFields'];
