import { describe, expect, it } from 'vitest';
import { applyPendingOperations, type PendingOperation } from './pending-operations';

interface Item {
  id: string;
  note: string;
  checked: boolean;
  position: number;
  display: string;
}
type Fields = Partial<Omit<Item, 'id' | 'display'>>;

const item = (id: string, note: string, position: number): Item => ({ id, note, checked: false, position, display: note });
const list = { name: 'Groceries', listItems: [item('a', 'milk', 0), item('b', 'bread', 1)] };
const newItem = (id: string, fields: Fields, local: Partial<Item>): Item => ({ ...item(id, '', 99), ...fields, ...local });

let counter = 0;
function op(type: 'create' | 'update' | 'delete', itemId: string, fields?: Fields, local?: Partial<Item>): PendingOperation<Fields, Item> {
  counter += 1;
  return { operation: { opId: `op-${counter}`, itemId, type, fields }, local };
}

describe('applyPendingOperations', () => {
  it('returns the server copy itself when nothing waits', () => {
    expect(applyPendingOperations(list, [], newItem)).toBe(list);
  });

  it('checks, edits and deletes items in the order the operations were made', () => {
    const shown = applyPendingOperations(
      list,
      [
        op('update', 'a', { checked: true }),
        op('update', 'b', { note: 'rye bread' }),
        op('update', 'a', { checked: false }),
        op('delete', 'b'),
      ],
      newItem,
    );
    expect(shown.listItems).toEqual([item('a', 'milk', 0)]);
    expect(list.listItems).toHaveLength(2);
  });

  it('adds a created item at the end with its local display text', () => {
    const shown = applyPendingOperations(list, [op('create', 'c', { note: 'eggs', position: 2 }, { display: '6 eggs' })], newItem);
    expect(shown.listItems.map((entry) => [entry.id, entry.note, entry.position, entry.display])).toEqual([
      ['a', 'milk', 0, 'milk'],
      ['b', 'bread', 1, 'bread'],
      ['c', 'eggs', 2, '6 eggs'],
    ]);
  });

  it('does not duplicate a created item the server already has (its answer was lost)', () => {
    const shown = applyPendingOperations(list, [op('create', 'b', { note: 'bread' })], newItem);
    expect(shown.listItems.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('never brings back an item deleted on the server by updating it', () => {
    const shown = applyPendingOperations(list, [op('update', 'gone', { checked: true })], newItem);
    expect(shown.listItems.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('edits an item created by an earlier pending operation', () => {
    const shown = applyPendingOperations(list, [op('create', 'c', { note: 'eggs' }), op('update', 'c', { checked: true })], newItem);
    expect(shown.listItems.find((entry) => entry.id === 'c')).toMatchObject({ note: 'eggs', checked: true });
  });
});
