import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type BrowseFilters,
  browseFiltersToSearchParams,
  DEFAULT_FILTERS,
  LAST_QUERY_KEY,
  parseBrowseFilters,
  toRecipeListQuery,
} from '../lib/browse-filters';
import { RecipeResults, type RecipeResultsProps } from './recipe-results';
import { RecipeSearchPanel } from './recipe-search-panel';
import { SortMenu } from './sort-menu';

const newSeed = () => Math.random().toString(36).slice(2, 10);

export interface RecipeExplorerProps {
  groupSlug: string;
  userId?: string | null;
  onAddToShoppingList?: RecipeResultsProps['onAddToShoppingList'];
}

/**
 * The group home explorer: its whole state lives in the URL query, so any filtered view can be
 * linked to; the last query is kept for the tab and restored on a bare visit (screens.md §3.1).
 */
export function RecipeExplorer({ groupSlug, userId, onAddToShoppingList }: RecipeExplorerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseFilters(searchParams), [searchParams]);
  const [seed, setSeed] = useState(newSeed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, on arrival
  useEffect(() => {
    if (searchParams.toString() !== '') return;
    const saved = sessionStorage.getItem(LAST_QUERY_KEY);
    if (saved) setSearchParams(new URLSearchParams(saved), { replace: true });
  }, []);

  const update = useCallback(
    (next: BrowseFilters) => {
      const params = browseFiltersToSearchParams(next);
      sessionStorage.setItem(LAST_QUERY_KEY, params.toString());
      setSearchParams(params, { replace: true });
    },
    [setSearchParams],
  );

  return (
    <>
      <RecipeSearchPanel filters={filters} onChange={update} onReset={() => update(DEFAULT_FILTERS)} />
      <RecipeResults
        groupSlug={groupSlug}
        userId={userId}
        onAddToShoppingList={onAddToShoppingList}
        query={toRecipeListQuery(filters, seed)}
        actions={
          <SortMenu
            orderBy={filters.orderBy}
            orderDirection={filters.orderDirection}
            onChange={(orderBy, orderDirection) => {
              // Each pick of Random deals a new shuffle; its seed keeps pages from repeating.
              if (orderBy === 'random') setSeed(newSeed());
              update({ ...filters, orderBy, orderDirection });
            }}
          />
        }
      />
    </>
  );
}
