import { z } from 'zod';
import { PaginationQuery } from '../../platform/pagination.js';
import { IngredientFood } from '../foods/schemas.js';
import { MultiPurposeLabelSummary } from '../labels/schemas.js';
import { RecipeIngredientInput, RecipeSummaryOut } from '../recipes/schemas.js';
import { IngredientUnit } from '../units/schemas.js';

/** Mealie's shopping shapes (reference/api.md §5 "Organising, planning, shopping"), plus Larder's operations. */

const uuid = () => z.uuid({ message: 'Input should be a valid UUID' });
const Extras = z.record(z.string(), z.string());
/** Extras are stored as text; other JSON values are kept as their JSON text. */
const ExtrasInput = z.record(z.string(), z.unknown()).nullable().optional();
const quantity = z.number({ message: 'Input should be a valid number' }).refine(Number.isFinite, 'Input should be a finite number');
const position = z.number({ message: 'Input should be a valid integer' }).int('Input should be a valid integer');

// ── Output ─────────────────────────────────────────────────────────────────

export const ShoppingListItemRecipeRefOut = z
  .object({
    recipeId: z.string(),
    recipeQuantity: z.number(),
    recipeScale: z.number().nullable(),
    recipeNote: z.string().nullable(),
    id: z.string(),
    shoppingListItemId: z.string(),
  })
  .meta({ id: 'ShoppingListItemRecipeRefOut' });
export type ShoppingListItemRecipeRefOut = z.infer<typeof ShoppingListItemRecipeRefOut>;

export const ShoppingListItemOut = z
  .object({
    quantity: z.number(),
    unit: IngredientUnit.nullable(),
    food: IngredientFood.nullable(),
    note: z.string(),
    isFood: z.boolean(),
    disableAmount: z.boolean(),
    display: z.string(),
    shoppingListId: z.string(),
    checked: z.boolean(),
    position: z.number().int(),
    foodId: z.string().nullable(),
    labelId: z.string().nullable(),
    unitId: z.string().nullable(),
    extras: Extras,
    id: z.string(),
    groupId: z.string(),
    householdId: z.string(),
    /** The item's label, else its food's. */
    label: MultiPurposeLabelSummary.nullable(),
    recipeReferences: z.array(ShoppingListItemRecipeRefOut),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ShoppingListItemOut' });
export type ShoppingListItemOut = z.infer<typeof ShoppingListItemOut>;

export const ShoppingListItemsCollectionOut = z
  .object({
    createdItems: z.array(ShoppingListItemOut),
    updatedItems: z.array(ShoppingListItemOut),
    deletedItems: z.array(ShoppingListItemOut),
  })
  .meta({ id: 'ShoppingListItemsCollectionOut' });
export type ShoppingListItemsCollectionOut = z.infer<typeof ShoppingListItemsCollectionOut>;

export const ShoppingListRecipeRefOut = z
  .object({ id: z.string(), shoppingListId: z.string(), recipeId: z.string(), recipeQuantity: z.number(), recipe: RecipeSummaryOut })
  .meta({ id: 'ShoppingListRecipeRefOut' });
export type ShoppingListRecipeRefOut = z.infer<typeof ShoppingListRecipeRefOut>;

export const ShoppingListMultiPurposeLabelOut = z
  .object({ shoppingListId: z.string(), labelId: z.string(), position: z.number().int(), id: z.string(), label: MultiPurposeLabelSummary })
  .meta({ id: 'ShoppingListMultiPurposeLabelOut' });
export type ShoppingListMultiPurposeLabelOut = z.infer<typeof ShoppingListMultiPurposeLabelOut>;

const listFields = {
  name: z.string().nullable(),
  extras: Extras,
  createdAt: z.string(),
  updatedAt: z.string(),
  groupId: z.string(),
  userId: z.string(),
  id: z.string(),
  householdId: z.string(),
  recipeReferences: z.array(ShoppingListRecipeRefOut),
  labelSettings: z.array(ShoppingListMultiPurposeLabelOut),
};

export const ShoppingListSummary = z.object(listFields).meta({ id: 'ShoppingListSummary' });
export type ShoppingListSummary = z.infer<typeof ShoppingListSummary>;

export const ShoppingListOut = z.object({ ...listFields, listItems: z.array(ShoppingListItemOut) }).meta({ id: 'ShoppingListOut' });
export type ShoppingListOut = z.infer<typeof ShoppingListOut>;

// ── Lists: input ───────────────────────────────────────────────────────────

export const ShoppingListCreate = z
  .object({
    name: z.string().max(255, 'Name must be at most 255 characters').nullable().optional(),
    extras: ExtrasInput,
  })
  .meta({ id: 'ShoppingListCreate' });
export type ShoppingListCreate = z.infer<typeof ShoppingListCreate>;

/**
 * Mealie requires `id, groupId, userId` and sets `name` and `extras`; aiomealie sends no `userId`,
 * so all three are optional here and the path and the caller decide whose list it is.
 * `listItems` is accepted and ignored: see `updateShoppingList`.
 */
export const ShoppingListUpdate = ShoppingListCreate.extend({
  id: z.string().optional(),
  groupId: z.string().nullable().optional(),
  userId: z.string().nullable().optional(),
  listItems: z.array(z.unknown()).nullable().optional(),
}).meta({ id: 'ShoppingListUpdate' });
export type ShoppingListUpdate = z.infer<typeof ShoppingListUpdate>;

export const ShoppingListMultiPurposeLabelUpdate = z
  .object({ shoppingListId: uuid(), labelId: uuid(), position: position.default(0), id: uuid() })
  .meta({ id: 'ShoppingListMultiPurposeLabelUpdate' });
export type ShoppingListMultiPurposeLabelUpdate = z.infer<typeof ShoppingListMultiPurposeLabelUpdate>;

export const ShoppingListAddRecipeParams = z
  .object({
    recipeIncrementQuantity: z.number().positive('Input should be greater than 0').default(1),
    recipeIngredients: z.array(RecipeIngredientInput).nullable().optional(),
  })
  .meta({ id: 'ShoppingListAddRecipeParams' });
export type ShoppingListAddRecipeParams = z.infer<typeof ShoppingListAddRecipeParams>;

export const ShoppingListAddRecipeParamsBulk = ShoppingListAddRecipeParams.extend({ recipeId: uuid() }).meta({
  id: 'ShoppingListAddRecipeParamsBulk',
});
export type ShoppingListAddRecipeParamsBulk = z.infer<typeof ShoppingListAddRecipeParamsBulk>;

export const ShoppingListRemoveRecipeParams = z
  .object({ recipeDecrementQuantity: z.number().positive('Input should be greater than 0').default(1) })
  .meta({ id: 'ShoppingListRemoveRecipeParams' });
export type ShoppingListRemoveRecipeParams = z.infer<typeof ShoppingListRemoveRecipeParams>;

// ── Items: input ───────────────────────────────────────────────────────────

export const ShoppingListItemRecipeRefCreate = z
  .object({
    recipeId: uuid(),
    recipeQuantity: quantity.default(0),
    recipeScale: quantity.nullable().default(1),
    recipeNote: z.string().nullable().optional(),
    id: uuid().nullable().optional(),
    shoppingListItemId: z.string().nullable().optional(),
  })
  .meta({ id: 'ShoppingListItemRecipeRefCreate' });
export type ShoppingListItemRecipeRefCreate = z.infer<typeof ShoppingListItemRecipeRefCreate>;

/** A food sent as an object: only its id and label matter here (rule 8e). */
const FoodRef = z.object({ id: z.string().nullable().optional(), labelId: z.string().nullable().optional() }).loose();
const UnitRef = z.object({ id: z.string().nullable().optional() }).loose();

const itemFields = {
  shoppingListId: uuid(),
  quantity: quantity.optional(),
  note: z.string().nullable().optional(),
  checked: z.boolean().optional(),
  position: position.optional(),
  isFood: z.boolean().optional(),
  foodId: uuid().nullable().optional(),
  unitId: uuid().nullable().optional(),
  labelId: uuid().nullable().optional(),
  food: FoodRef.nullable().optional(),
  unit: UnitRef.nullable().optional(),
  extras: ExtrasInput,
  recipeReferences: z.array(ShoppingListItemRecipeRefCreate).optional(),
  /** Computed by the server; accepted and ignored. */
  display: z.string().nullable().optional(),
};

/** Mealie's defaults apply to what a new item leaves out (quantity 1, unchecked, position 0). */
export const ShoppingListItemCreate = z.object({ ...itemFields, id: uuid().nullable().optional() }).meta({ id: 'ShoppingListItemCreate' });
export type ShoppingListItemCreate = z.infer<typeof ShoppingListItemCreate>;

/** Fields left out keep their stored value (see `updateItems`). */
export const ShoppingListItemUpdate = z.object(itemFields).meta({ id: 'ShoppingListItemUpdate' });
export type ShoppingListItemUpdate = z.infer<typeof ShoppingListItemUpdate>;

export const ShoppingListItemUpdateBulk = z.object({ ...itemFields, id: uuid() }).meta({ id: 'ShoppingListItemUpdateBulk' });
export type ShoppingListItemUpdateBulk = z.infer<typeof ShoppingListItemUpdateBulk>;

// ── Larder's operations (offline and concurrent clients) ───────────────────

export const ShoppingListOperationFields = z
  .object({
    checked: z.boolean().optional(),
    note: z.string().nullable().optional(),
    quantity: quantity.optional(),
    unitId: uuid().nullable().optional(),
    foodId: uuid().nullable().optional(),
    labelId: uuid().nullable().optional(),
    position: position.optional(),
    isFood: z.boolean().optional(),
    extras: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ShoppingListOperationFields' });
export type ShoppingListOperationFields = z.infer<typeof ShoppingListOperationFields>;

export const ShoppingListOperation = z
  .object({
    /** Chosen by the client; a replay of an applied operation is answered `duplicate`. */
    opId: uuid(),
    /** For `create`, the id the new item gets. */
    itemId: uuid(),
    type: z.enum(['create', 'update', 'delete']),
    fields: ShoppingListOperationFields.optional(),
  })
  .meta({ id: 'ShoppingListOperation' });
export type ShoppingListOperation = z.infer<typeof ShoppingListOperation>;

export const ShoppingListOperations = z
  .object({
    operations: z.array(ShoppingListOperation).min(1, 'At least one operation is required').max(500, 'At most 500 operations per request'),
  })
  .meta({ id: 'ShoppingListOperations' });
export type ShoppingListOperations = z.infer<typeof ShoppingListOperations>;

export const ShoppingListOperationResult = z
  .object({ opId: z.string(), status: z.enum(['applied', 'duplicate', 'ignored']), reason: z.string().optional() })
  .meta({ id: 'ShoppingListOperationResult' });
export type ShoppingListOperationResult = z.infer<typeof ShoppingListOperationResult>;

export const ShoppingListOperationsOut = z
  .object({ results: z.array(ShoppingListOperationResult), list: ShoppingListOut })
  .meta({ id: 'ShoppingListOperationsOut' });
export type ShoppingListOperationsOut = z.infer<typeof ShoppingListOperationsOut>;

// ── Parameters ─────────────────────────────────────────────────────────────

export const ListIdParams = z.object({ itemId: uuid() });
export const ListRecipeParams = z.object({ itemId: uuid(), recipeId: uuid() });
export const ItemIdParams = z.object({ itemId: uuid() });
export const ShoppingItemsQuery = PaginationQuery;
/** `DELETE /items?ids=a&ids=b` (Mealie's plain query parameter, snake_case). */
export const DeleteItemsQuery = z.object({
  ids: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(uuid())),
});
