import { recipeImageSrcSet, recipeImageUrl } from '../../../api/recipes/recipe-image-url';
import type { ImageSource } from '../../../lib/preload-image';

/**
 * The recipe page's picture, or null when the recipe has none: the full width of a phone, or half
 * of the page (at most 1200 px) beside the name from md. The page's header shows it, and boot asks
 * for it as soon as the recipe has arrived (the page's largest paint).
 */
export function headerImage(recipe: { id?: string | null; image?: string | null }): ImageSource | null {
  if (!recipe.id || !recipe.image || recipe.image === 'no image') return null;
  return {
    src: recipeImageUrl(recipe.id, recipe.image),
    srcSet: recipeImageSrcSet(recipe.id, recipe.image, { square: false }),
    sizes: '(min-width: 900px) 600px, 100vw',
  };
}
