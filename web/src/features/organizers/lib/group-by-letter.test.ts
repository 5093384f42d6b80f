import { describe, expect, it } from 'vitest';
import { groupByLetter, matchesSearch } from './group-by-letter';

describe('groupByLetter', () => {
  it('files names under their first letter, accents folded, others under #', () => {
    const groups = groupByLetter([{ name: 'éclair' }, { name: 'Easy' }, { name: 'apple' }, { name: '5 minutes' }]);
    expect(groups.map((group) => [group.letter, group.items.map((item) => item.name)])).toEqual([
      ['#', ['5 minutes']],
      ['A', ['apple']],
      ['E', ['Easy', 'éclair']],
    ]);
  });
});

describe('matchesSearch', () => {
  it('ignores case and accents and needs every word', () => {
    expect(matchesSearch('Crème brûlée', 'creme BRULEE')).toBe(true);
    expect(matchesSearch('Crème brûlée', 'creme cake')).toBe(false);
    expect(matchesSearch('Anything', '  ')).toBe(true);
  });
});
