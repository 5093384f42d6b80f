import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

export interface FavoriteButtonProps {
  recipeName: string;
  favorite: boolean;
  pending?: boolean;
  onToggle: () => void;
}

export function FavoriteButton({ recipeName, favorite, pending = false, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="small"
      color={favorite ? 'secondary' : 'default'}
      aria-pressed={favorite}
      aria-label={t('browse.card.favorite', { name: recipeName })}
      disabled={pending}
      onClick={(event) => {
        // Cards are links; the heart must not open the recipe.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      {favorite ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}
