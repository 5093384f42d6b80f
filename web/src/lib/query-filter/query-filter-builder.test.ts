import { describe, expect, it } from 'vitest';
import { buildQueryFilter, isCompleteQueryFilter, parseQueryFilter } from './query-filter-builder';

describe('buildQueryFilter', () => {
  it('writes one statement per rule, joined with AND', () => {
    expect(buildQueryFilter([{ field: 'tags', operator: 'CONTAINS ALL', values: ['Easy'] }])).toBe('tags.name CONTAINS ALL ["Easy"]');
    expect(
      buildQueryFilter([
        { field: 'categories', operator: 'IN', values: ['Dinner', 'Lunch'] },
        { field: 'tools', operator: 'NOT IN', values: ['Oven'] },
      ]),
    ).toBe('recipe_category.name IN ["Dinner", "Lunch"] AND tools.name NOT IN ["Oven"]');
  });

  it('skips rules without values and drops quotes the grammar cannot carry', () => {
    expect(buildQueryFilter([{ field: 'tags', operator: 'IN', values: [] }])).toBe('');
    expect(buildQueryFilter([{ field: 'tags', operator: 'IN', values: ['Say "cheese"', ' '] }])).toBe('tags.name IN ["Say cheese"]');
  });
});

describe('parseQueryFilter', () => {
  it('reads back what the builder writes', () => {
    const rules = [
      { field: 'categories', operator: 'IN', values: ['Dinner', 'Side dish, cold'] },
      { field: 'tags', operator: 'CONTAINS ALL', values: ['Easy', 'Quick and good'] },
    ] as const;
    const text = buildQueryFilter(rules.map((rule) => ({ ...rule, values: [...rule.values] })));
    expect(parseQueryFilter(text)).toEqual(rules);
  });

  it('accepts unquoted values and any case of keywords', () => {
    expect(parseQueryFilter('tags.name in [Easy, Cajun]')).toEqual([{ field: 'tags', operator: 'IN', values: ['Easy', 'Cajun'] }]);
    expect(parseQueryFilter('')).toEqual([]);
  });

  it('gives up on filters the pickers cannot show', () => {
    expect(parseQueryFilter('tags.name IN ["Easy"] OR tools.name IN ["Oven"]')).toBeNull();
    expect(parseQueryFilter('createdAt > "2024-01-01"')).toBeNull();
    expect(parseQueryFilter('(tags.name IN ["Easy"])')).toBeNull();
  });
});

describe('isCompleteQueryFilter', () => {
  it('accepts an empty filter and finished ones', () => {
    expect(isCompleteQueryFilter('')).toBe(true);
    expect(isCompleteQueryFilter('tags.name IN ["Easy", "Say (cheese"]')).toBe(true);
    expect(isCompleteQueryFilter('(lastMade IS NULL OR lastMade < "2024-01-01") AND tags.name IN [Easy]')).toBe(true);
  });

  it('refuses open quotes, unbalanced brackets or parentheses and a trailing AND/OR', () => {
    expect(isCompleteQueryFilter('tags.name IN ["Easy]')).toBe(false);
    expect(isCompleteQueryFilter('tags.name IN ["Easy"')).toBe(false);
    expect(isCompleteQueryFilter('(tags.name IN ["Easy"]')).toBe(false);
    expect(isCompleteQueryFilter('tags.name IN ["Easy"])')).toBe(false);
    expect(isCompleteQueryFilter('tags.name IN ["Easy"] and')).toBe(false);
  });
});
