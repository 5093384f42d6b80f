import type { ShoppingListItem, ShoppingOperationFields } from './types';

interface Named {
  name: string;
}

export interface DraftDisplayInput {
  quantity?: number | null;
  note?: string | null;
  isFood?: boolean | null;
  unit?: Named | null;
  food?: Named | null;
}

const formatQuantity = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The text an item shows until the server sends its own `display` (rule 4): quantity, unit,
 * food and note; a plain note alone when the item has no food and a quantity of 1.
 */
export function draftDisplay({ quantity, note, isFood, unit, food }: DraftDisplayInput): string {
  const text = (note ?? '').trim();
  if (!isFood && !food) {
    return quantity && quantity !== 1 ? `${formatQuantity(quantity)} ${text}`.trim() : text;
  }
  return [quantity ? formatQuantity(quantity) : '', unit?.name ?? '', food?.name ?? '', text].filter(Boolean).join(' ');
}

/** An item made on this device, shown before the server has it; the server's copy replaces it. */
export function draftItem(id: string, fields: ShoppingOperationFields, local: Partial<ShoppingListItem>): ShoppingListItem {
  const now = new Date().toISOString();
  return {
    quantity: 1,
    note: '',
    isFood: false,
    disableAmount: false,
    checked: false,
    position: 0,
    foodId: null,
    unitId: null,
    labelId: null,
    unit: null,
    food: null,
    label: null,
    extras: {},
    recipeReferences: [],
    createdAt: now,
    updatedAt: now,
    shoppingListId: '',
    groupId: '',
    householdId: '',
    display: '',
    ...fields,
    ...local,
    id,
  } as ShoppingListItem;
}
