import type { Tenant } from '../../platform/access.js';
import { toBool, toIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { ingredientFoods } from '../foods/service.js';
import { labelsOf } from '../labels/service.js';
import { ingredientDisplay } from '../recipes/display.js';
import type { RecipeSummaryOut } from '../recipes/schemas.js';
import type { IngredientUnit } from '../units/schemas.js';
import { ingredientUnits } from '../units/service.js';
import { type ItemRefRow, type ItemRow, itemRefsOf, itemsOfLists, type ListRow, labelSettingsOf, listRecipeRefsOf } from './queries.js';
import type { ShoppingListItemOut, ShoppingListOut, ShoppingListSummary } from './schemas.js';

/** Responses of the shopping area, each built from rows in a few batched queries. */

export type RecipeSummaries = (tenant: Tenant, ids: string[]) => Promise<RecipeSummaryOut[]>;

const uniq = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

export function parseExtras(text: string): Record<string, string> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Extras are stored as text values; other JSON values keep their JSON text (as foods do). */
export const extrasText = (extras: Record<string, unknown> | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(extras ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

export const displayUnit = (unit: IngredientUnit) => ({
  name: unit.name,
  pluralName: unit.pluralName,
  abbreviation: unit.abbreviation,
  pluralAbbreviation: unit.pluralAbbreviation,
  useAbbreviation: unit.useAbbreviation,
  fraction: unit.fraction,
});

/** ShoppingListItemOut for each row (of `tenant`'s household's lists), in order. */
export async function toItemsOut(db: Db, tenant: Tenant & { householdId: string }, rows: ItemRow[]): Promise<ShoppingListItemOut[]> {
  if (rows.length === 0) return [];
  const [units, foods, labels, refs] = await Promise.all([
    ingredientUnits(db, tenant, uniq(rows.map((r) => r.unit_id))),
    ingredientFoods(db, tenant, uniq(rows.map((r) => r.food_id))),
    labelsOf(db, tenant, uniq(rows.map((r) => r.label_id))),
    itemRefsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const unitById = new Map(units.map((u) => [u.id, u]));
  const foodById = new Map(foods.map((f) => [f.id, f]));
  const labelById = new Map(labels.map((l) => [l.id, l]));
  const refsByItem = new Map<string, ItemRefRow[]>();
  for (const ref of refs) refsByItem.set(ref.shopping_list_item_id, [...(refsByItem.get(ref.shopping_list_item_id) ?? []), ref]);
  return rows.map((row) => {
    const unit = (row.unit_id && unitById.get(row.unit_id)) || null;
    const food = (row.food_id && foodById.get(row.food_id)) || null;
    const isFood = toBool(row.is_food);
    const quantity = Number(row.quantity);
    return {
      quantity,
      unit,
      food,
      note: row.note,
      isFood,
      disableAmount: !isFood,
      display: ingredientDisplay({
        quantity,
        unit: unit ? displayUnit(unit) : null,
        food: food ? { name: food.name, pluralName: food.pluralName } : null,
        note: row.note,
        isFood,
      }),
      shoppingListId: row.shopping_list_id,
      checked: toBool(row.checked),
      position: row.position,
      foodId: row.food_id,
      labelId: row.label_id,
      unitId: row.unit_id,
      extras: parseExtras(row.extras),
      id: row.id,
      groupId: tenant.groupId,
      householdId: tenant.householdId,
      label: (row.label_id && labelById.get(row.label_id)) || food?.label || null,
      recipeReferences: (refsByItem.get(row.id) ?? []).map((ref) => ({
        recipeId: ref.recipe_id,
        recipeQuantity: Number(ref.recipe_quantity),
        recipeScale: ref.recipe_scale === null ? null : Number(ref.recipe_scale),
        recipeNote: ref.recipe_note,
        id: ref.id,
        shoppingListItemId: ref.shopping_list_item_id,
      })),
      createdAt: toIso(row.created_at)!,
      updatedAt: toIso(row.update_at)!,
    };
  });
}

/** ShoppingListSummary for each list row, in order (recipe references and label settings in three queries). */
export async function toSummaries(
  db: Db,
  tenant: Tenant,
  lists: ListRow[],
  recipeSummaries: RecipeSummaries,
): Promise<ShoppingListSummary[]> {
  const ids = lists.map((l) => l.id);
  const [settings, recipeRefs] = await Promise.all([labelSettingsOf(db, ids), listRecipeRefsOf(db, ids)]);
  const recipes = new Map((await recipeSummaries(tenant, uniq(recipeRefs.map((r) => r.recipe_id)))).map((r) => [r.id, r]));
  return lists.map((list) => ({
    name: list.name,
    extras: parseExtras(list.extras),
    createdAt: toIso(list.created_at)!,
    updatedAt: toIso(list.update_at)!,
    groupId: list.group_id,
    userId: list.user_id,
    id: list.id,
    householdId: list.household_id,
    recipeReferences: recipeRefs
      .filter((r) => r.shopping_list_id === list.id && recipes.has(r.recipe_id))
      .map((r) => ({
        id: r.id,
        shoppingListId: r.shopping_list_id,
        recipeId: r.recipe_id,
        recipeQuantity: Number(r.recipe_quantity),
        recipe: recipes.get(r.recipe_id)!,
      })),
    labelSettings: settings
      .filter((s) => s.shopping_list_id === list.id)
      .map((s) => ({
        shoppingListId: s.shopping_list_id,
        labelId: s.label_id,
        position: s.position,
        id: s.id,
        label: { name: s.name, color: s.color, groupId: s.group_id, id: s.label_id },
      })),
  }));
}

/** The full ShoppingListOut of each list row, items in list order. */
export async function toListsOut(
  db: Db,
  tenant: Tenant & { householdId: string },
  lists: ListRow[],
  recipeSummaries: RecipeSummaries,
): Promise<ShoppingListOut[]> {
  const [summaries, rows] = await Promise.all([
    toSummaries(db, tenant, lists, recipeSummaries),
    itemsOfLists(
      db,
      lists.map((l) => l.id),
    ),
  ]);
  const items = await toItemsOut(db, tenant, rows);
  return summaries.map((summary) => ({ ...summary, listItems: items.filter((i) => i.shoppingListId === summary.id) }));
}
