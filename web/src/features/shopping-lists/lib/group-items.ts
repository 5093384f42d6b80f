/** How the list screen orders and groups items (screens.md §4.2). Pure. */

export interface GroupableLabel {
  id: string;
  name: string;
  color?: string | null;
}

export interface GroupableItem {
  id: string;
  checked: boolean;
  position: number;
  display?: string | null;
  note?: string | null;
  label?: GroupableLabel | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface LabelSetting {
  labelId: string;
  position: number;
  label?: GroupableLabel | null;
}

export interface ItemGroup<Item> {
  /** null: the "No label" group. */
  label: GroupableLabel | null;
  items: Item[];
}

const byPosition = <Item extends GroupableItem>(a: Item, b: Item) =>
  a.position - b.position || (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id);

/** Unchecked items by position (then creation), as the list's manual order keeps them. */
export function uncheckedItems<Item extends GroupableItem>(items: readonly Item[]): Item[] {
  return items.filter((item) => !item.checked).sort(byPosition);
}

/** Checked items, the most recently changed first. */
export function checkedItems<Item extends GroupableItem>(items: readonly Item[]): Item[] {
  return items.filter((item) => item.checked).sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || byPosition(a, b));
}

/**
 * Unchecked items under their labels: "No label" first, then the labels in the list's label
 * order, then any label the list has no setting for, by name. Empty groups are left out.
 */
export function groupByLabel<Item extends GroupableItem>(items: readonly Item[], settings: readonly LabelSetting[]): ItemGroup<Item>[] {
  const order = [...settings].sort((a, b) => a.position - b.position).map((setting) => setting.labelId);
  const groups = new Map<string | null, ItemGroup<Item>>();
  for (const item of uncheckedItems(items)) {
    const key = item.label?.id ?? null;
    const group = groups.get(key) ?? { label: item.label ?? null, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const rank = (group: ItemGroup<Item>) => {
    if (group.label === null) return -1;
    const index = order.indexOf(group.label.id);
    return index >= 0 ? index : order.length;
  };
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || (a.label?.name ?? '').localeCompare(b.label?.name ?? ''));
}

/**
 * The positions to save after a drag: the whole unchecked order, numbered from 0, and only the
 * items whose number changed (each becomes one small operation).
 */
export function changedPositions<Item extends GroupableItem>(ordered: readonly Item[]): { id: string; position: number }[] {
  return ordered.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
}

/** Moves the item at `from` to `to` within a group, and returns the whole new unchecked order. */
export function moveWithinGroup<Item extends GroupableItem>(
  groups: readonly ItemGroup<Item>[],
  groupIndex: number,
  from: number,
  to: number,
): Item[] {
  return groups.flatMap((group, index) => {
    if (index !== groupIndex) return group.items;
    const items = [...group.items];
    const [moved] = items.splice(from, 1);
    if (moved) items.splice(to, 0, moved);
    return items;
  });
}

/** Black or white text, whichever reads better on a label's colour (WCAG relative luminance). */
export function textColorOn(background: string | null | undefined): '#000000' | '#FFFFFF' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background ?? '')?.[1];
  if (!hex) return '#000000';
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}
