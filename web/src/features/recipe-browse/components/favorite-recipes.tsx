import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserFavoriteIds } from '../../../api/ratings/get-user-favorites';
import type { SortDirection, SortKey } from '../lib/browse-filters';
import { RecipeResults, type RecipeResultsProps } from './recipe-results';
import { SORT_KEYS_WITHOUT_RANDOM, SortMenu } from './sort-menu';

export interface FavoriteRecipesProps {
  groupSlug: string;
  /** Whose favourites. */
  userId: string;
  /** The signed-in user, for the hearts. */
  viewerId?: string | null;
  onAddToShoppingList?: RecipeResultsProps['onAddToShoppingList'];
}

/** A user's favourite recipes with a sort menu (screens.md §7.4). */
export function FavoriteRecipes({ groupSlug, userId, viewerId, onAddToShoppingList }: FavoriteRecipesProps) {
  const { t } = useTranslation();
  const favorites = useUserFavoriteIds(userId);
  const [sort, setSort] = useState<{ orderBy: SortKey; orderDirection: SortDirection }>({ orderBy: 'name', orderDirection: 'asc' });
  if (favorites.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (favorites.isError) return <Alert severity="error">{t('browse.favorites.error')}</Alert>;
  if (favorites.data.length === 0) return <Alert severity="info">{t('browse.favorites.empty')}</Alert>;
  const queryFilter = `id IN [${favorites.data.map((id) => `"${id}"`).join(', ')}]`;
  return (
    <RecipeResults
      groupSlug={groupSlug}
      userId={viewerId}
      onAddToShoppingList={onAddToShoppingList}
      query={{ queryFilter, ...sort, orderByNullPosition: sort.orderBy === 'rating' || sort.orderBy === 'last_made' ? 'last' : undefined }}
      actions={
        <SortMenu
          keys={SORT_KEYS_WITHOUT_RANDOM}
          orderBy={sort.orderBy}
          orderDirection={sort.orderDirection}
          onChange={(orderBy, orderDirection) => setSort({ orderBy, orderDirection })}
        />
      }
    />
  );
}
