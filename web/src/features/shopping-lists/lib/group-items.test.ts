import { describe, expect, it } from 'vitest';
import { changedPositions, checkedItems, groupByLabel, moveWithinGroup, textColorOn } from './group-items';
import { listAsMarkdown, listAsText } from './list-text';

const fruit = { id: 'l-fruit', name: 'Fruit', color: '#FFEB3B' };
const dairy = { id: 'l-dairy', name: 'Dairy', color: '#1565C0' };
const bakery = { id: 'l-bakery', name: 'Bakery', color: '#795548' };

const item = (id: string, position: number, label: typeof fruit | null = null, checked = false, updatedAt = '') => ({
  id,
  position,
  label,
  checked,
  display: id,
  updatedAt,
});

const settings = [
  { labelId: dairy.id, position: 1, label: dairy },
  { labelId: fruit.id, position: 0, label: fruit },
];

describe('groupByLabel', () => {
  it('puts "No label" first, then the labels in the list order, then labels without a setting', () => {
    const items = [item('milk', 2, dairy), item('salt', 5), item('apple', 1, fruit), item('bun', 0, bakery), item('pear', 0, fruit)];
    const groups = groupByLabel(items, settings);
    expect(groups.map((group) => [group.label?.name ?? null, group.items.map((entry) => entry.id)])).toEqual([
      [null, ['salt']],
      ['Fruit', ['pear', 'apple']],
      ['Dairy', ['milk']],
      ['Bakery', ['bun']],
    ]);
  });

  it('leaves checked items out of the groups and lists them newest first', () => {
    const items = [item('milk', 0, dairy, true, '2025-01-01'), item('egg', 1, null, true, '2025-02-01'), item('pear', 2, fruit)];
    expect(groupByLabel(items, settings).flatMap((group) => group.items.map((entry) => entry.id))).toEqual(['pear']);
    expect(checkedItems(items).map((entry) => entry.id)).toEqual(['egg', 'milk']);
  });
});

describe('reordering', () => {
  it('moves an item within its group and numbers only the items that moved', () => {
    const groups = groupByLabel([item('salt', 0), item('pear', 1, fruit), item('apple', 2, fruit), item('kiwi', 3, fruit)], settings);
    const order = moveWithinGroup(groups, 1, 2, 0);
    expect(order.map((entry) => entry.id)).toEqual(['salt', 'kiwi', 'pear', 'apple']);
    expect(changedPositions(order)).toEqual([
      { id: 'kiwi', position: 1 },
      { id: 'pear', position: 2 },
      { id: 'apple', position: 3 },
    ]);
  });
});

describe('copying the list', () => {
  const groups = groupByLabel([item('salt', 0), item('pear', 1, fruit), item('milk', 2, dairy), item('gone', 3, null, true)], settings);

  it('as text, with label headings in brackets when grouped', () => {
    expect(listAsText(groups, true, 'No label')).toBe('[No label]\nsalt\n\n[Fruit]\npear\n\n[Dairy]\nmilk');
    expect(listAsText(groups, false, 'No label')).toBe('salt\npear\nmilk');
  });

  it('as a Markdown checklist with headings', () => {
    expect(listAsMarkdown(groups, true, 'No label')).toBe('# No label\n\n- [ ] salt\n\n# Fruit\n\n- [ ] pear\n\n# Dairy\n\n- [ ] milk');
    expect(listAsMarkdown(groups, false, 'No label')).toBe('- [ ] salt\n- [ ] pear\n- [ ] milk');
  });
});

describe('textColorOn', () => {
  it('picks black on light colours and white on dark ones', () => {
    expect(textColorOn('#FFEB3B')).toBe('#000000');
    expect(textColorOn('#1565C0')).toBe('#FFFFFF');
    expect(textColorOn(undefined)).toBe('#000000');
  });
});
