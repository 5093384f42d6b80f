/** `GET /api/media/recipes/{id}/images/{size}.webp?version=`: `version` busts the cache after an upload. */
export function recipeImageUrl(
  recipeId: string,
  version: string,
  size: 'original' | 'min-original' | 'tiny-original' = 'original',
): string {
  return `/api/media/recipes/${encodeURIComponent(recipeId)}/images/${size}.webp?version=${encodeURIComponent(version)}`;
}

/** `GET /api/media/recipes/{id}/assets/{fileName}`. */
export function recipeAssetUrl(recipeId: string, fileName: string): string {
  return `/api/media/recipes/${encodeURIComponent(recipeId)}/assets/${encodeURIComponent(fileName)}`;
}
