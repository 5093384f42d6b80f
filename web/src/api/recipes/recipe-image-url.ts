/**
 * Mealie's three renditions (`min-original` keeps the uploaded size, `tiny-original` is a 300 px
 * square crop) and Larder's `medium`, at most 800 px wide.
 */
export type RecipeImageSize = 'original' | 'min-original' | 'tiny-original' | 'medium';

/**
 * A `srcset` of the renditions for a picture shown at any width: the 300 px crop (only where a
 * square will do), the 800 px one, and the original, whose width is not known (taken as 1600 px,
 * so that it is chosen only where 800 px would look soft).
 */
export function recipeImageSrcSet(recipeId: string, version: string, { square }: { square: boolean }): string {
  const candidates: [RecipeImageSize, number][] = [
    ['medium', 800],
    ['original', 1600],
  ];
  if (square) candidates.unshift(['tiny-original', 300]);
  return candidates.map(([size, width]) => `${recipeImageUrl(recipeId, version, size)} ${width}w`).join(', ');
}

/**
 * A recipe image served by `GET /api/media/recipes/{id}/images/{size}.webp`; `version` is the
 * recipe's `image` key, so a new upload is never served from the browser cache.
 */
export function recipeImageUrl(recipeId: string, version: string, size: RecipeImageSize = 'original'): string {
  return `/api/media/recipes/${encodeURIComponent(recipeId)}/images/${size}.webp?version=${encodeURIComponent(version)}`;
}

/** A recipe's attached file: `GET /api/media/recipes/{id}/assets/{fileName}`. */
export function recipeAssetUrl(recipeId: string, fileName: string): string {
  return `/api/media/recipes/${encodeURIComponent(recipeId)}/assets/${encodeURIComponent(fileName)}`;
}
