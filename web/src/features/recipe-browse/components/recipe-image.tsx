import Box from '@mui/material/Box';
import { useState } from 'react';
import { recipeImageUrl } from '../../../api/recipes/recipe-image-url';
import { LogoIcon } from '../../../components/ui/logo/logo-icon';

type Size = number | string | Partial<Record<'xs' | 'sm' | 'md', number | string>>;

export interface RecipeImageProps {
  recipeId: string;
  image?: string | null;
  height: Size;
  width?: Size;
}

/** A recipe's picture, or the logo on a tinted tile when it has none or it fails to load. */
export function RecipeImage({ recipeId, image, height, width = '100%' }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <Box
        data-testid="recipe-image-placeholder"
        sx={{ height, width, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.disabled' }}
      >
        <LogoIcon sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={recipeImageUrl(recipeId, image, 'min-original')}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ height, width, flexShrink: 0, objectFit: 'cover', display: 'block' }}
    />
  );
}
