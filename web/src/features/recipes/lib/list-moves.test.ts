import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, replaceItem } from './list-moves';

describe('list moves', () => {
  it('moves an item up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('ignores moves past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('removes and replaces without touching the input', () => {
    const items = ['a', 'b', 'c'];
    expect(removeItem(items, 1)).toEqual(['a', 'c']);
    expect(replaceItem(items, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
