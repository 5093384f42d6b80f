import { afterEach, describe, expect, it } from 'vitest';
import {
  browseFiltersToSearchParams,
  DEFAULT_FILTERS,
  firstRecipeListQuery,
  isDefaultFilters,
  LAST_QUERY_KEY,
  parseBrowseFilters,
  toRecipeListQuery,
} from './browse-filters';
import { isSelected, toggleSelection } from './filter-selection';

const parse = (query: string) => parseBrowseFilters(new URLSearchParams(query));

describe('browse filters in the URL', () => {
  it('reads a bare URL as the defaults: newest first, nothing filtered', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(isDefaultFilters(parse(''))).toBe(true);
  });

  it('reads links from elsewhere, like a tag chip or organizer page', () => {
    const filters = parse('tags=quick&tags=vegan&categories=dinner,lunch&requireAllTags=true');
    expect(filters.tags).toEqual(['quick', 'vegan']);
    expect(filters.categories).toEqual(['dinner', 'lunch']);
    expect(filters.requireAll).toEqual({ categories: false, tags: true, tools: false, foods: false });
  });

  it('writes only what differs from the defaults, and reads it back unchanged', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: '  soup ',
      tools: ['oven'],
      foods: ['f1'],
      requireAll: { ...DEFAULT_FILTERS.requireAll, foods: true },
      orderBy: 'name' as const,
      orderDirection: 'asc' as const,
    };
    const params = browseFiltersToSearchParams(filters);
    expect(params.toString()).toBe('search=soup&tools=oven&foods=f1&requireAllFoods=true&orderBy=name&orderDirection=asc');
    expect(parseBrowseFilters(params)).toEqual({ ...filters, search: 'soup' });
    expect(browseFiltersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('ignores an unknown sort and gives a known one its natural direction', () => {
    expect(parse('orderBy=drop_table').orderBy).toBe('created_at');
    expect(parse('orderBy=name')).toMatchObject({ orderBy: 'name', orderDirection: 'asc' });
    expect(parse('orderBy=rating')).toMatchObject({ orderBy: 'rating', orderDirection: 'desc' });
  });
});

describe('toRecipeListQuery', () => {
  it('sends the filters, require-all flags and sort to the API', () => {
    expect(toRecipeListQuery(parse('search=pie&tags=quick&requireAllTags=true&households=mine'))).toEqual({
      search: 'pie',
      tags: ['quick'],
      households: ['mine'],
      requireAllTags: true,
      orderBy: 'created_at',
      orderDirection: 'desc',
    });
  });

  it('sends a seed with random order and puts unrated recipes last', () => {
    expect(toRecipeListQuery(parse('orderBy=random'), 'abc')).toMatchObject({ orderBy: 'random', paginationSeed: 'abc' });
    expect(toRecipeListQuery(parse('orderBy=rating'))).toMatchObject({ orderByNullPosition: 'last' });
  });
});

describe('filter selection', () => {
  const quick = { id: 'id-1', slug: 'quick' };

  it('matches an option by slug or id', () => {
    expect(isSelected(['quick'], quick)).toBe(true);
    expect(isSelected(['id-1'], quick)).toBe(true);
    expect(isSelected(['slow'], quick)).toBe(false);
  });

  it('adds slugs, removes by either, and keeps one value when single', () => {
    expect(toggleSelection([], quick)).toEqual(['quick']);
    expect(toggleSelection(['id-1', 'other'], quick)).toEqual(['other']);
    expect(toggleSelection(['other'], quick, { single: true })).toEqual(['quick']);
    expect(toggleSelection([], { id: 'food-1' })).toEqual(['food-1']);
  });
});

describe('firstRecipeListQuery', () => {
  afterEach(() => sessionStorage.clear());

  it('is the list query of the address, as the explorer asks for it first', () => {
    expect(firstRecipeListQuery('')).toEqual({ orderBy: 'created_at', orderDirection: 'desc' });
    expect(firstRecipeListQuery('?search=stew&tags=quick&orderBy=name')).toEqual({
      orderBy: 'name',
      orderDirection: 'asc',
      search: 'stew',
      tags: ['quick'],
    });
  });

  it('is not known before the explorer mounts for a bare address with a saved query, or a random order', () => {
    expect(firstRecipeListQuery('?orderBy=random')).toBeNull();
    sessionStorage.setItem(LAST_QUERY_KEY, 'tags=quick');
    expect(firstRecipeListQuery('')).toBeNull();
    expect(firstRecipeListQuery('?tags=soup')).toEqual({ orderBy: 'created_at', orderDirection: 'desc', tags: ['soup'] });
  });
});
