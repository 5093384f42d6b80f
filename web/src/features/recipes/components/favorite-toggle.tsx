import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useOwnRating } from '../../../api/ratings/get-self-ratings';
import { useSetFavorite } from '../../../api/ratings/set-favorite';

/** ♥: adds the recipe to or removes it from the user's favourites. */
export function FavoriteToggle({ recipe, userId }: { recipe: { id: string; slug: string }; userId: string }) {
  const { t } = useTranslation();
  const own = useOwnRating(recipe.id);
  const setFavorite = useSetFavorite();
  const favorite = own.data?.isFavorite === true;
  const label = favorite ? t('recipe.actions.unfavorite') : t('recipe.actions.favorite');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={favorite}
        color={favorite ? 'error' : 'default'}
        disabled={setFavorite.isPending || own.isPending}
        onClick={() => setFavorite.mutate({ userId, slug: recipe.slug, favorite: !favorite })}
      >
        {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
