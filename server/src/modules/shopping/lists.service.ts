import { systemTenant, type Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { shoppingListEvent } from '../../platform/events/types.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { nowIso } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import type { RecipeIngredientInput, RecipeIngredientOut } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';
import { type Draft, type ItemsWriter, type ListChanges, type ListSession, noChanges } from './items.writer.js';
import { combineRecipeLines, planCreate, removeRecipe, roundQuantity } from './merge.js';
import {
  deleteList,
  deleteListRecipeRef,
  findList,
  findListRecipeRef,
  groupLabelsByName,
  groupListsWithLabelCount,
  groupRowIds,
  insertLabelSettings,
  insertList,
  insertListRecipeRef,
  listsQuery,
  setLabelPosition,
  setListRecipeRefQuantity,
  updateList,
} from './queries.js';
import type {
  ShoppingListAddRecipeParamsBulk,
  ShoppingListCreate,
  ShoppingListMultiPurposeLabelUpdate,
  ShoppingListOut,
  ShoppingListSummary,
  ShoppingListUpdate,
} from './schemas.js';
import { extrasText, toListsOut, toSummaries } from './views.js';

const LIST_ATTRIBUTES: AttributeMap = {
  id: { column: 'shopping_lists.id', type: 'uuid' },
  name: { column: 'shopping_lists.name', type: 'string' },
  group_id: { column: 'shopping_lists.group_id', type: 'uuid' },
  household_id: { column: 'shopping_lists.household_id', type: 'uuid' },
  user_id: { column: 'shopping_lists.user_id', type: 'uuid' },
  created_at: { column: 'shopping_lists.created_at', type: 'datetime' },
  update_at: { column: 'shopping_lists.update_at', type: 'datetime' },
  updated_at: { column: 'shopping_lists.update_at', type: 'datetime' },
};

type Ingredient = Pick<RecipeIngredientOut, 'quantity' | 'note'> & {
  food?: { id?: string | null } | null;
  unit?: { id?: string | null } | null;
};

/** /api/households/shopping/lists: the household's lists, their label order and their recipes (rules 10–12). */
export function createShoppingListsService(
  deps: Deps,
  writer: ItemsWriter,
  recipes: Pick<RecipesService, 'getHouseholdRecipe' | 'findRecipeRow' | 'recipeSummaries'>,
) {
  const { db } = deps;
  const summaries = (tenant: Tenant, ids: string[]) => recipes.recipeSummaries(tenant, ids);

  async function readList(auth: AuthContext, id: string, trx: Db = db): Promise<ShoppingListOut> {
    const row = await findList(trx, auth, id);
    if (!row) throw notFound();
    return (await toListsOut(trx, auth, [row], summaries))[0];
  }

  /** Rule 10: the recipe's lines (or the ones sent) as items on the list, merged as rule 8 says. */
  async function addRecipe(trx: Db, auth: AuthContext, session: ListSession, entry: ShoppingListAddRecipeParamsBulk): Promise<ListChanges> {
    const listId = session.list.id;
    const n = entry.recipeIncrementQuantity;
    let ingredients: Ingredient[];
    if (entry.recipeIngredients) {
      if (!(await recipes.findRecipeRow(auth, entry.recipeId))) throw notFound('No Entry Found');
      ingredients = entry.recipeIngredients.map((i: RecipeIngredientInput) => ({
        // Mealie's model defaults a missing quantity to 1; null means none.
        quantity: i.quantity === undefined ? 1 : i.quantity,
        note: i.note ?? null,
        food: i.food,
        unit: i.unit,
      }));
    } else {
      ingredients = (await recipes.getHouseholdRecipe(auth, entry.recipeId)).recipeIngredient;
    }
    const foods = await groupRowIds(
      trx,
      auth,
      'ingredient_foods',
      ingredients.flatMap((i) => (i.food?.id ? [i.food.id] : [])),
    );
    const units = await groupRowIds(
      trx,
      auth,
      'ingredient_units',
      ingredients.flatMap((i) => (i.unit?.id ? [i.unit.id] : [])),
    );
    const existing = await writer.loadDrafts(trx, listId);
    let position = Math.max(-1, ...existing.map((e) => e.position));
    const lines: Draft[] = ingredients.map((ing) => {
      const foodId = ing.food?.id && foods.has(ing.food.id) ? ing.food.id : null;
      const recipeQuantity = roundQuantity(ing.quantity ?? 0);
      return {
        id: crypto.randomUUID(),
        shoppingListId: listId,
        checked: false,
        foodId,
        unitId: ing.unit?.id && units.has(ing.unit.id) ? ing.unit.id : null,
        note: ing.note ?? '',
        quantity: roundQuantity(recipeQuantity * n),
        extras: {},
        recipeReferences: [{ recipeId: entry.recipeId, recipeQuantity, recipeScale: n, recipeNote: ing.note || null, noteAdded: null }],
        position: ++position,
        isFood: foodId !== null,
        labelId: null,
      };
    });
    await writer.assignLabels(trx, auth, lines);
    const convert = await writer.converterFor(trx, auth, [...existing, ...lines]);
    // Combined lines carry the whole recipe's quantity per 1× recipe; the item gets n times that.
    const combined = combineRecipeLines(lines, convert).map((line) => ({
      ...line,
      quantity: roundQuantity(line.recipeReferences[0].recipeQuantity * n),
    }));
    const plan = planCreate(existing, combined, convert);
    const changes = await writer.writePlan(trx, plan, existing);
    const ref = await findListRecipeRef(trx, listId, entry.recipeId);
    if (ref) await setListRecipeRefQuantity(trx, ref.id, roundQuantity(Number(ref.recipe_quantity) + n));
    else await insertListRecipeRef(trx, listId, entry.recipeId, n);
    return changes;
  }

  return {
    async listShoppingLists(auth: AuthContext, q: PaginationQuery): Promise<Page<ShoppingListSummary>> {
      return paginate(listsQuery(db, auth), q, {
        attributes: LIST_ATTRIBUTES,
        idColumn: 'shopping_lists.id',
        defaultOrder: 'created_at',
        map: (rows) => toSummaries(db, auth, rows, summaries),
      });
    },

    getShoppingList: (auth: AuthContext, id: string) => readList(auth, id),

    /** Owned by the caller, in their household; label settings seeded in label-name order (rule 12). */
    async createShoppingList(auth: AuthContext, input: ShoppingListCreate): Promise<ShoppingListOut> {
      const id = crypto.randomUUID();
      await withTransaction(db, async (trx) => {
        const now = nowIso();
        await insertList(trx, {
          id,
          group_id: auth.groupId,
          household_id: auth.householdId,
          user_id: auth.userId,
          name: input.name ?? null,
          extras: JSON.stringify(extrasText(input.extras)),
          created_at: now,
          update_at: now,
        });
        const labels = await groupLabelsByName(trx, auth);
        await insertLabelSettings(
          trx,
          labels.map((label, position) => ({ shoppingListId: id, labelId: label.id, position })),
        );
        await deps.events.emit(auth, shoppingListEvent('shopping_list_created', id));
      });
      return readList(auth, id);
    },

    /**
     * Sets `name` and `extras`. Mealie also deletes every item when `listItems` is empty or left
     * out (clients that PUT `{id, name, groupId}` to rename a list empty it); Larder ignores
     * `listItems`, so a rename never loses items. Items change through the item endpoints.
     */
    async updateShoppingList(auth: AuthContext, id: string, input: ShoppingListUpdate): Promise<ShoppingListOut> {
      await withTransaction(db, async (trx) => {
        await writer.openList(trx, auth, id);
        await updateList(trx, id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.extras !== undefined ? { extras: JSON.stringify(extrasText(input.extras)) } : {}),
          update_at: nowIso(),
        });
        await deps.events.emit(auth, shoppingListEvent('shopping_list_updated', id));
      });
      return readList(auth, id);
    },

    async deleteShoppingList(auth: AuthContext, id: string): Promise<ShoppingListOut> {
      return withTransaction(db, async (trx) => {
        await writer.openList(trx, auth, id);
        const out = await readList(auth, id, trx);
        await deleteList(trx, id);
        await deps.events.emit(auth, shoppingListEvent('shopping_list_deleted', id));
        return out;
      });
    },

    /** PUT lists/{id}/label-settings: the client's label order; 400 when an entry names another list. */
    async updateLabelSettings(auth: AuthContext, id: string, settings: ShoppingListMultiPurposeLabelUpdate[]): Promise<ShoppingListOut> {
      await withTransaction(db, async (trx) => {
        await writer.openList(trx, auth, id);
        for (const setting of settings) {
          if (setting.shoppingListId !== id) throw badRequest('A label setting belongs to another shopping list');
          if (!(await setLabelPosition(trx, id, setting)))
            throw badRequest(`Label setting ${setting.id} is not a label setting of this list`);
        }
        await deps.events.emit(auth, shoppingListEvent('shopping_list_updated', id));
      });
      return readList(auth, id);
    },

    /** POST lists/{id}/recipe/{recipeId} and the bulk POST lists/{id}/recipe: every recipe in one unit of work. */
    async addRecipes(auth: AuthContext, id: string, entries: ShoppingListAddRecipeParamsBulk[]): Promise<ShoppingListOut> {
      await withTransaction(db, async (trx) => {
        const session = await writer.openList(trx, auth, id);
        const changes = noChanges();
        for (const entry of entries) {
          const added = await addRecipe(trx, auth, session, entry);
          changes.created.push(...added.created);
          changes.updated.push(...added.updated);
        }
        await writer.finishList(trx, auth, id, changes);
      });
      return readList(auth, id);
    },

    /**
     * POST lists/{id}/recipe/{recipeId}/delete (rule 11): takes the recipe off `decrement` times.
     * Only this recipe's references and contribution change, so what another recipe or a person
     * added stays as it was; an item emptied this way is not re-merged (Mealie re-runs rule 9).
     */
    async removeRecipe(auth: AuthContext, id: string, recipeId: string, decrement: number): Promise<ShoppingListOut> {
      await withTransaction(db, async (trx) => {
        const session = await writer.openList(trx, auth, id);
        const existing = await writer.loadDrafts(trx, id);
        const changes = noChanges();
        for (const draft of existing) {
          const result = removeRecipe(draft, recipeId, decrement);
          if (!result) continue;
          if (result.deleted) changes.deleted.push(draft.id);
          else {
            await writer.writeDraft(trx, result.item, draft);
            changes.updated.push(draft.id);
          }
        }
        await writer.deleteDrafts(trx, session, changes.deleted);
        const ref = await findListRecipeRef(trx, id, recipeId);
        if (ref) {
          const left = roundQuantity(Number(ref.recipe_quantity) - decrement);
          if (left > 0) await setListRecipeRefQuantity(trx, ref.id, left);
          else await deleteListRecipeRef(trx, ref.id);
        }
        await writer.finishList(trx, auth, id, changes);
        if (changes.created.length + changes.updated.length + changes.deleted.length === 0 && ref) {
          await deps.events.emit(auth, shoppingListEvent('shopping_list_updated', id));
        }
      });
      return readList(auth, id);
    },

    /** A new label goes last on every list of its group (rule 12), each list told once. */
    async appendLabel(tenant: Tenant, labelIds: string[]): Promise<void> {
      if (labelIds.length === 0) return;
      await withTransaction(db, async (trx) => {
        const lists = await groupListsWithLabelCount(trx, tenant);
        for (const list of lists) {
          await insertLabelSettings(
            trx,
            labelIds.map((labelId, i) => ({ shoppingListId: list.id, labelId, position: Number(list.settings) + i })),
          );
          await deps.events.emit(systemTenant(tenant.groupId, list.household_id), shoppingListEvent('shopping_list_updated', list.id));
        }
      });
    },
  };
}

export type ShoppingListsService = ReturnType<typeof createShoppingListsService>;
