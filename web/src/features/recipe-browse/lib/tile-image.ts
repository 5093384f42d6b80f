import { recipeImageSrcSet, recipeImageUrl } from '../../../api/recipes/recipe-image-url';
import type { ImageSource } from '../../../lib/preload-image';
import { cardImageSizes } from './result-columns';

/** The `sizes` of a recipe card's picture. */
export const CARD_IMAGE_SIZES = cardImageSizes();

/**
 * A recipe's picture on a tile (a card, a list row, a search hit), or null when it has none: the
 * 800 px rendition, with the 300 px square crop for small tiles.
 */
export function tileImage(recipeId: string, image: string | null | undefined, sizes: string): ImageSource | null {
  if (!image) return null;
  return { src: recipeImageUrl(recipeId, image, 'medium'), srcSet: recipeImageSrcSet(recipeId, image, { square: true }), sizes };
}

/** How many of the first cards hold the group home's largest paint: one column on a phone, two on a tablet. */
export const PRIORITY_CARDS = 2;
