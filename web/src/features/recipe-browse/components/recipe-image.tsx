import Box from '@mui/material/Box';
import { useState } from 'react';
import { LogoIcon } from '../../../components/ui/logo/logo-icon';
import { tileImage } from '../lib/tile-image';

type Size = number | string | Partial<Record<'xs' | 'sm' | 'md', number | string>>;

export interface RecipeImageProps {
  recipeId: string;
  image?: string | null;
  height: Size;
  width?: Size;
  /** The width the picture takes on the page (the `sizes` attribute), so that a small one loads the 300 px rendition. */
  sizes?: string;
  /** Above the fold on first paint (the first cards of a list): loaded at once, with high priority, not lazily. */
  priority?: boolean;
}

/** A recipe's picture, or the logo on a tinted tile when it has none or it fails to load. */
export function RecipeImage({ recipeId, image, height, width = '100%', sizes = '100vw', priority = false }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  const picture = failed ? null : tileImage(recipeId, image, sizes);
  if (!picture) {
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
      // Cropped to cover the tile, so the 300 px square rendition serves small tiles.
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      sx={{ height, width, flexShrink: 0, objectFit: 'cover', display: 'block' }}
    />
  );
}
