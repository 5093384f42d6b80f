import { describe, expect, it } from 'vitest';
import { queryFilterParts } from './query-filter.js';

const compact = (filter: string) =>
  queryFilterParts(filter).map((p) => [
    p.leftParenthesis,
    p.logicalOperator,
    p.attributeName,
    p.relationalOperator,
    p.value,
    p.rightParenthesis,
  ]);

describe('queryFilterParts', () => {
  it('is empty for an empty filter', () => {
    expect(queryFilterParts('  ')).toEqual([]);
  });

  it('gives each statement the parentheses around it and the operator joining it to the previous one', () => {
    expect(compact('(a = 1 OR (b = 2 AND c = 3)) AND d = 4')).toEqual([
      ['(', null, 'a', '=', '1', null],
      ['(', 'OR', 'b', '=', '2', null],
      [null, 'AND', 'c', '=', '3', '))'],
      [null, 'AND', 'd', '=', '4', null],
    ]);
    expect(compact('((a = 1))')).toEqual([['((', null, 'a', '=', '1', '))']]);
  });

  it('keeps lists, quoted values and keyword operators in their canonical form', () => {
    expect(compact('tags.name contains all ["x y", z] and rating >= 3 or lastMade is not null')).toEqual([
      [null, null, 'tags.name', 'CONTAINS ALL', ['x y', 'z'], null],
      [null, 'AND', 'rating', '>=', '3', null],
      [null, 'OR', 'lastMade', 'IS NOT', 'null', null],
    ]);
  });

  it('throws the parser error for an invalid filter', () => {
    expect(() => queryFilterParts('(a = 1')).toThrow(/parenthes/);
  });
});
