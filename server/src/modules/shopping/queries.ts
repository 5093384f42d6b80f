import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Engine } from '../../db/database.js';
import type {
  ShoppingListItemRecipeReferenceTable,
  ShoppingListItemsTable,
  ShoppingListOperationsTable,
  ShoppingListsTable,
} from '../../db/types.js';
import { inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** The shopping area's SQL: lists, their label settings and recipe references, items and the operation log. */

export type ListRow = Selectable<ShoppingListsTable>;
export type ItemRow = Selectable<ShoppingListItemsTable>;
export type ItemRefRow = Selectable<ShoppingListItemRecipeReferenceTable>;

// ── Lists ──────────────────────────────────────────────────────────────────

/** The tenant's household's lists (Mealie scopes shopping lists to the household). */
export const listsQuery = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('shopping_lists')
    .selectAll('shopping_lists')
    .$call(inGroup(tenant, 'shopping_lists.group_id'))
    .$call(inHousehold(tenant, 'shopping_lists.household_id'));

export const findList = (db: Db, tenant: Tenant, id: string) =>
  listsQuery(db, tenant).where('shopping_lists.id', '=', id).executeTakeFirst();

/**
 * The tenant's list, locked for the rest of the transaction on PostgreSQL (`FOR UPDATE`), so that
 * concurrent writes to one list apply one after another. SQLite runs one writer at a time anyway.
 */
export const lockList = (db: Db, engine: Engine, tenant: Tenant, id: string) =>
  listsQuery(db, tenant)
    .where('shopping_lists.id', '=', id)
    .$if(engine === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const insertList = (db: Db, row: Insertable<ShoppingListsTable>) => db.insertInto('shopping_lists').values(row).execute();

export const updateList = (db: Db, id: string, values: Updateable<ShoppingListsTable>) =>
  db.updateTable('shopping_lists').set(values).where('id', '=', id).execute();

/** A list's `updated_at` follows every change to its items (domain.md §1.4). */
export const touchList = (db: Db, id: string) =>
  db.updateTable('shopping_lists').set({ update_at: nowIso() }).where('id', '=', id).execute();

export const deleteList = (db: Db, id: string) => db.deleteFrom('shopping_lists').where('id', '=', id).execute();

/** Every list of the tenant's group, with its label-setting count (a new label goes last on each). */
export const groupListsWithLabelCount = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('shopping_lists')
    .leftJoin('shopping_lists_multi_purpose_labels as s', 's.shopping_list_id', 'shopping_lists.id')
    .select(['shopping_lists.id', 'shopping_lists.household_id'])
    .select((eb) => eb.fn.count<string>('s.id').as('settings'))
    .$call(inGroup(tenant, 'shopping_lists.group_id'))
    .groupBy(['shopping_lists.id', 'shopping_lists.household_id'])
    .execute();

// ── Label settings ─────────────────────────────────────────────────────────

/** The group's labels in the order a new list gets them: by name, case-insensitively. */
export const groupLabelsByName = async (db: Db, tenant: Tenant) =>
  (await db.selectFrom('multi_purpose_labels').select(['id', 'name']).$call(inGroup(tenant)).execute()).sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.name.localeCompare(b.name),
  );

export async function insertLabelSettings(db: Db, rows: { shoppingListId: string; labelId: string; position: number }[]): Promise<void> {
  if (rows.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('shopping_lists_multi_purpose_labels')
    .values(
      rows.map((r) => ({
        id: crypto.randomUUID(),
        shopping_list_id: r.shoppingListId,
        label_id: r.labelId,
        position: r.position,
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

export const labelSettingsOf = (db: Db, listIds: string[]) =>
  listIds.length
    ? db
        .selectFrom('shopping_lists_multi_purpose_labels as s')
        .innerJoin('multi_purpose_labels as l', 'l.id', 's.label_id')
        .select(['s.id', 's.shopping_list_id', 's.label_id', 's.position', 'l.name', 'l.color', 'l.group_id'])
        .where('s.shopping_list_id', 'in', listIds)
        .orderBy('s.position')
        .orderBy('l.name')
        .execute()
    : Promise.resolve([]);

/** Moves one of the list's label settings, found by its id or else by its label; answers whether one moved. */
export async function setLabelPosition(
  db: Db,
  listId: string,
  setting: { id: string; labelId: string; position: number },
): Promise<boolean> {
  const byId = await db
    .updateTable('shopping_lists_multi_purpose_labels')
    .set({ position: setting.position, update_at: nowIso() })
    .where('shopping_list_id', '=', listId)
    .where('id', '=', setting.id)
    .executeTakeFirst();
  if (Number(byId.numUpdatedRows) > 0) return true;
  const byLabel = await db
    .updateTable('shopping_lists_multi_purpose_labels')
    .set({ position: setting.position, update_at: nowIso() })
    .where('shopping_list_id', '=', listId)
    .where('label_id', '=', setting.labelId)
    .executeTakeFirst();
  return Number(byLabel.numUpdatedRows) > 0;
}

// ── List recipe references ─────────────────────────────────────────────────

export const listRecipeRefsOf = (db: Db, listIds: string[]) =>
  listIds.length
    ? db
        .selectFrom('shopping_list_recipe_reference')
        .selectAll()
        .where('shopping_list_id', 'in', listIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export const findListRecipeRef = (db: Db, listId: string, recipeId: string) =>
  db
    .selectFrom('shopping_list_recipe_reference')
    .selectAll()
    .where('shopping_list_id', '=', listId)
    .where('recipe_id', '=', recipeId)
    .executeTakeFirst();

export async function insertListRecipeRef(db: Db, listId: string, recipeId: string, quantity: number): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('shopping_list_recipe_reference')
    .values({
      id: crypto.randomUUID(),
      shopping_list_id: listId,
      recipe_id: recipeId,
      recipe_quantity: quantity,
      created_at: now,
      update_at: now,
    })
    .execute();
}

export const setListRecipeRefQuantity = (db: Db, id: string, quantity: number) =>
  db.updateTable('shopping_list_recipe_reference').set({ recipe_quantity: quantity, update_at: nowIso() }).where('id', '=', id).execute();

export const deleteListRecipeRef = (db: Db, id: string) => db.deleteFrom('shopping_list_recipe_reference').where('id', '=', id).execute();

/** Rule 8f: the list's recipe references whose recipe no longer appears on any of its items go. */
export const removeUnusedListRecipeRefs = (db: Db, listId: string) =>
  db
    .deleteFrom('shopping_list_recipe_reference')
    .where('shopping_list_id', '=', listId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shopping_list_item_recipe_reference as r')
            .innerJoin('shopping_list_items as i', 'i.id', 'r.shopping_list_item_id')
            .select('r.id')
            .whereRef('r.recipe_id', '=', 'shopping_list_recipe_reference.recipe_id')
            .where('i.shopping_list_id', '=', listId),
        ),
      ),
    )
    .execute();

// ── Items ──────────────────────────────────────────────────────────────────

/** The items of the tenant's household's lists, as a derived table `i` so that filters and orders apply. */
export const itemsQuery = (db: Db, tenant: Tenant) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('shopping_list_items')
        .innerJoin('shopping_lists', 'shopping_lists.id', 'shopping_list_items.shopping_list_id')
        .selectAll('shopping_list_items')
        .select(['shopping_lists.group_id', 'shopping_lists.household_id'])
        .$call(inGroup(tenant, 'shopping_lists.group_id'))
        .$call(inHousehold(tenant, 'shopping_lists.household_id'))
        .as('i'),
    )
    .selectAll('i');

export type ScopedItemRow = ItemRow & { group_id: string; household_id: string };

/** The tenant's items among `ids`. */
export const findItems = (db: Db, tenant: Tenant, ids: string[]): Promise<ScopedItemRow[]> =>
  ids.length ? itemsQuery(db, tenant).where('i.id', 'in', ids).execute() : Promise.resolve([]);

/** A list's items in list order. */
export const itemsOfList = (db: Db, listId: string) =>
  db
    .selectFrom('shopping_list_items')
    .selectAll()
    .where('shopping_list_id', '=', listId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const itemsOfLists = (db: Db, listIds: string[]) =>
  listIds.length
    ? db
        .selectFrom('shopping_list_items')
        .selectAll()
        .where('shopping_list_id', 'in', listIds)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export const itemRefsOf = (db: Db, itemIds: string[]) =>
  itemIds.length
    ? db
        .selectFrom('shopping_list_item_recipe_reference')
        .selectAll()
        .where('shopping_list_item_id', 'in', itemIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

export const existingItemIds = async (db: Db, ids: string[]) =>
  ids.length
    ? new Set((await db.selectFrom('shopping_list_items').select('id').where('id', 'in', ids).execute()).map((r) => r.id))
    : new Set<string>();

export const insertItem = (db: Db, row: Insertable<ShoppingListItemsTable>) => db.insertInto('shopping_list_items').values(row).execute();

export const updateItem = (db: Db, id: string, values: Updateable<ShoppingListItemsTable>) =>
  db.updateTable('shopping_list_items').set(values).where('id', '=', id).execute();

export const deleteItemRows = (db: Db, ids: string[]) =>
  ids.length ? db.deleteFrom('shopping_list_items').where('id', 'in', ids).execute() : Promise.resolve([]);

export const deleteItemRefs = (db: Db, itemId: string) =>
  db.deleteFrom('shopping_list_item_recipe_reference').where('shopping_list_item_id', '=', itemId).execute();

export async function insertItemRefs(db: Db, rows: Insertable<ShoppingListItemRecipeReferenceTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('shopping_list_item_recipe_reference').values(rows).execute();
}

/** Checked items of a list beyond the `keep` most recently updated (rule 13). */
export const checkedItemsBeyond = async (db: Db, listId: string, keep: number) =>
  (
    await db
      .selectFrom('shopping_list_items')
      .select('id')
      .where('shopping_list_id', '=', listId)
      .where('checked', '=', true)
      .orderBy('update_at', 'desc')
      .orderBy('id')
      .offset(keep)
      .limit(1_000_000)
      .execute()
  ).map((r) => r.id);

/** Lists (with their tenant) holding more than `keep` checked items. */
export const listsWithCheckedOver = (db: Db, keep: number) =>
  db
    .selectFrom('shopping_list_items')
    .innerJoin('shopping_lists', 'shopping_lists.id', 'shopping_list_items.shopping_list_id')
    .select(['shopping_lists.id', 'shopping_lists.group_id', 'shopping_lists.household_id'])
    .where('shopping_list_items.checked', '=', true)
    .groupBy(['shopping_lists.id', 'shopping_lists.group_id', 'shopping_lists.household_id'])
    .having((eb) => eb.fn.count('shopping_list_items.id'), '>', keep)
    .execute();

// ── The group's foods for the label match (rule 8e) ────────────────────────

/** The group's labelled foods with their names, plurals and aliases. */
export async function labelledFoods(db: Db, tenant: Tenant) {
  const foods = await db
    .selectFrom('ingredient_foods')
    .select(['id', 'name', 'plural_name', 'label_id'])
    .$call(inGroup(tenant))
    .where('label_id', 'is not', null)
    .execute();
  const aliases = foods.length
    ? await db
        .selectFrom('ingredient_foods_aliases')
        .select(['food_id', 'name'])
        .where(
          'food_id',
          'in',
          foods.map((f) => f.id),
        )
        .execute()
    : [];
  return foods.map((f) => ({ ...f, aliases: aliases.filter((a) => a.food_id === f.id).map((a) => a.name) }));
}

/** The group's foods among `ids` with their label (an item with a food takes its label). */
export const foodLabels = async (db: Db, tenant: Tenant, ids: string[]) =>
  new Map(
    (ids.length
      ? await db.selectFrom('ingredient_foods').select(['id', 'label_id']).$call(inGroup(tenant)).where('id', 'in', ids).execute()
      : []
    ).map((f) => [f.id, f.label_id]),
  );

/** Which of `ids` are rows of the tenant's group in `table`. */
export const groupRowIds = async (
  db: Db,
  tenant: Tenant,
  table: 'ingredient_foods' | 'ingredient_units' | 'multi_purpose_labels',
  ids: string[],
) =>
  ids.length
    ? new Set((await db.selectFrom(table).select('id').$call(inGroup(tenant)).where('id', 'in', ids).execute()).map((r) => r.id))
    : new Set<string>();

// ── The operation log ──────────────────────────────────────────────────────

/** Which of `opIds` the list has applied already. */
export const knownOperations = async (db: Db, listId: string, opIds: string[]) =>
  opIds.length
    ? new Set(
        (
          await db
            .selectFrom('shopping_list_operations')
            .select('op_id')
            .where('shopping_list_id', '=', listId)
            .where('op_id', 'in', opIds)
            .execute()
        ).map((r) => r.op_id),
      )
    : new Set<string>();

/** Items of the list that were deleted once (they never come back). */
export const deletedItems = async (db: Db, listId: string, itemIds: string[]) =>
  itemIds.length
    ? new Set(
        (
          await db
            .selectFrom('shopping_list_operations')
            .select('item_id')
            .where('shopping_list_id', '=', listId)
            .where('type', '=', 'delete')
            .where('item_id', 'in', itemIds)
            .execute()
        ).map((r) => r.item_id),
      )
    : new Set<string>();

export const lastSeq = async (db: Db, listId: string) =>
  Number(
    (
      await db
        .selectFrom('shopping_list_operations')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('shopping_list_id', '=', listId)
        .executeTakeFirst()
    )?.seq ?? 0,
  );

export async function insertOperations(db: Db, rows: Insertable<ShoppingListOperationsTable>[]): Promise<void> {
  // 500 operations × 6 columns stays far below either engine's parameter limit.
  if (rows.length) await db.insertInto('shopping_list_operations').values(rows).execute();
}

/** The list's operation log in the order the server applied it. */
export const operationLog = (db: Db, listId: string) =>
  db.selectFrom('shopping_list_operations').selectAll().where('shopping_list_id', '=', listId).orderBy('seq').execute();
