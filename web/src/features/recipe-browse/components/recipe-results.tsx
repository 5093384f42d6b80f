import CasinoIcon from '@mui/icons-material/Casino';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFavoriteRecipeIds } from '../../../api/ratings/get-self-ratings';
import { useSetFavorite } from '../../../api/ratings/set-favorite';
import { type RecipeSummary, useRecipesInfinite } from '../../../api/recipes/get-recipes';
import { paths } from '../../../config/paths';
import { useGroupSource } from '../../../lib/group-source/group-source';
import { useColumnCount } from '../hooks/use-column-count';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { useViewMode } from '../hooks/use-view-mode';
import { useWindowRows } from '../hooks/use-window-rows';
import type { RecipeListQuery } from '../lib/browse-filters';
import { PRIORITY_CARDS } from '../lib/tile-image';
import { FavoriteButton } from './favorite-button';
import { RecipeCard } from './recipe-card';
import { RecipeCardMenu } from './recipe-card-menu';
import { RecipeListItem } from './recipe-list-item';
import { ViewModeToggle } from './view-mode-toggle';

const NO_FAVORITES: ReadonlySet<string> = new Set();

/** Row gap of the list, in theme spacing units. */
const GAP = 2;
/**
 * Row heights in px until a row is measured: a card (200 px picture, name, meta, actions); a list
 * entry with a picture and a two-line description (76 px without either).
 */
const ESTIMATED_ROW_HEIGHT = { cards: 320, list: 120 } as const;

export interface RecipeResultsProps {
  groupSlug: string;
  query: RecipeListQuery;
  /** Signed-in member of this group: shows favourite hearts. */
  userId?: string | null;
  /** Controls placed before the view toggle, e.g. a sort menu. */
  actions?: ReactNode;
  emptyMessage?: string;
  /** Given (to members only), each card's ⋮ menu offers "Add to shopping list". */
  onAddToShoppingList?: (recipe: RecipeSummary) => void;
}

/**
 * The recipe results section shared by the home, cookbook and favourites pages (screens.md §3.1):
 * infinite scroll, card or list view, Random, favourite hearts.
 */
export function RecipeResults({ groupSlug, query, userId, actions, emptyMessage, onAddToShoppingList }: RecipeResultsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [viewMode, setViewMode] = useViewMode();
  const recipes = useRecipesInfinite(useGroupSource(), query);
  const favoriteIds = useFavoriteRecipeIds({ enabled: Boolean(userId) });
  const setFavorite = useSetFavorite();
  const items = useMemo(() => recipes.data?.pages.flatMap((page) => page.items) ?? [], [recipes.data]);
  const total = recipes.data?.pages[0]?.total ?? 0;
  const favorites = favoriteIds.data ?? NO_FAVORITES;
  const canLoadMore = recipes.hasNextPage && !recipes.isFetchingNextPage;
  const columns = useColumnCount(viewMode);
  const list = useRef<HTMLUListElement | null>(null);
  // A row is known by its first recipe and the layout, so that a measured height is reused only for the same row.
  const getRowKey = useCallback((row: number) => `${viewMode}:${columns}:${items[row * columns]?.id ?? row}`, [viewMode, columns, items]);
  const { rows, measureRow, paddingTop, paddingBottom } = useWindowRows({
    list,
    listKey: `${groupSlug}:${JSON.stringify(query)}`,
    count: Math.ceil(items.length / columns),
    estimateSize: ESTIMATED_ROW_HEIGHT[viewMode],
    gap: GAP,
    getRowKey,
  });
  // Screen readers learn the whole list's size from each item, as only some are in the page.
  const setSize = Math.max(total, items.length);
  const sentinel = useLoadMoreOnScroll(() => {
    if (canLoadMore) void recipes.fetchNextPage();
  }, Boolean(recipes.hasNextPage));

  const recipeHref = (slug: string) => paths.group.recipe.getHref(groupSlug, slug);
  const tagHref = (tagSlug: string) => paths.group.home.getHref(groupSlug, { tags: tagSlug });
  const heart = (recipe: (typeof items)[number]) =>
    userId ? (
      <FavoriteButton
        recipeName={recipe.name}
        favorite={favorites.has(recipe.id)}
        pending={setFavorite.isPending && setFavorite.variables?.slug === recipe.slug}
        onToggle={() => setFavorite.mutate({ userId, slug: recipe.slug, favorite: !favorites.has(recipe.id) })}
      />
    ) : undefined;
  const menu = (recipe: RecipeSummary) =>
    onAddToShoppingList ? <RecipeCardMenu recipeName={recipe.name} onAddToShoppingList={() => onAddToShoppingList(recipe)} /> : undefined;

  return (
    <Box component="section" aria-label={t('browse.results.label')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" role="status" sx={{ flex: '1 1 auto' }}>
          {recipes.isSuccess ? t('browse.results.count', { count: total }) : ''}
        </Typography>
        {actions}
        <Button
          size="small"
          startIcon={<CasinoIcon />}
          disabled={items.length === 0}
          onClick={() => {
            const pick = items[Math.floor(Math.random() * items.length)];
            if (pick) void navigate(recipeHref(pick.slug));
          }}
        >
          {t('browse.results.random')}
        </Button>
        <ViewModeToggle value={viewMode} onChange={setViewMode} />
      </Box>
      {recipes.isError ? <Alert severity="error">{t('browse.results.error')}</Alert> : null}
      {recipes.isSuccess && items.length === 0 ? <Alert severity="info">{emptyMessage ?? t('browse.results.empty')}</Alert> : null}
      <Box
        component="ul"
        ref={list}
        aria-label={t('browse.results.list')}
        data-view={viewMode}
        sx={{
          listStyle: 'none',
          px: 0,
          m: 0,
          display: 'grid',
          gap: GAP,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        }}
        style={{ paddingTop, paddingBottom }}
      >
        {rows.flatMap((row) =>
          items.slice(row.index * columns, (row.index + 1) * columns).map((recipe, column) => {
            const index = row.index * columns + column;
            return (
              <li
                key={recipe.id}
                // Items of a grid row share its height: the first one measures the row.
                data-index={row.index}
                ref={column === 0 ? measureRow : undefined}
                aria-posinset={index + 1}
                aria-setsize={setSize}
              >
                {viewMode === 'cards' ? (
                  <RecipeCard
                    recipe={recipe}
                    href={recipeHref(recipe.slug)}
                    tagHref={tagHref}
                    favorite={heart(recipe)}
                    menu={menu(recipe)}
                    // The first cards hold the page's largest paint (boot-reads.ts asks for their pictures early).
                    priority={index < PRIORITY_CARDS}
                  />
                ) : (
                  <RecipeListItem recipe={recipe} href={recipeHref(recipe.slug)} favorite={heart(recipe)} menu={menu(recipe)} />
                )}
              </li>
            );
          }),
        )}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {recipes.isFetching ? (
          <CircularProgress size={28} aria-label={t('common.loading')} />
        ) : recipes.hasNextPage ? (
          <Button onClick={() => void recipes.fetchNextPage()}>{t('browse.results.loadMore')}</Button>
        ) : null}
      </Box>
    </Box>
  );
}
