export type RecipeImageSize = 'original' | 'min-original' | 'tiny-original';

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
