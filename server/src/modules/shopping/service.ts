import { systemTenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { withTransaction } from '../../platform/transactions.js';
import type { RecipesService } from '../recipes/service.js';
import { createShoppingItemsService } from './items.service.js';
import { createItemsWriter } from './items.writer.js';
import { createShoppingListsService } from './lists.service.js';
import { createShoppingOperationsService } from './operations.service.js';
import { checkedItemsBeyond, listsWithCheckedOver } from './queries.js';

/** The daily checked-item trim (domain.md rule 13), at Mealie's default daily time. */
export const SHOPPING_TRIM_JOB = 'shopping-checked-trim';
export const SHOPPING_TRIM_SCHEDULE = '45 23 * * *';
/** Checked items a list keeps: the most recently updated ones. */
export const CHECKED_ITEMS_KEPT = 100;

/** Shopping lists and their items (reference/api.md §4.6), with Larder's operations endpoint. */
export function createShoppingService(
  deps: Deps,
  recipes: Pick<RecipesService, 'getHouseholdRecipe' | 'findRecipeRow' | 'recipeSummaries'>,
) {
  const writer = createItemsWriter(deps);
  const lists = createShoppingListsService(deps, writer, recipes);
  const items = createShoppingItemsService(deps, writer);
  const operations = createShoppingOperationsService(deps, writer, lists.getShoppingList);

  return {
    ...lists,
    ...items,
    ...operations,

    /** Each list keeps its `keep` most recently updated checked items; older checked items are deleted. */
    async trimCheckedItems(keep = CHECKED_ITEMS_KEPT): Promise<number> {
      let removed = 0;
      for (const list of await listsWithCheckedOver(deps.db, keep)) {
        const tenant = systemTenant(list.group_id, list.household_id);
        await withTransaction(deps.db, async (trx) => {
          const session = await writer.openList(trx, tenant, list.id);
          const ids = await checkedItemsBeyond(trx, list.id, keep);
          await writer.deleteDrafts(trx, session, ids);
          await writer.finishList(trx, tenant, list.id, { created: [], updated: [], deleted: ids });
          removed += ids.length;
        });
      }
      return removed;
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
