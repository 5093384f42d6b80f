/** The renditions the server keeps of a profile picture: 512 px at most, 128 px and 32 px squares. */
export type AvatarSize = 'profile' | 'min-profile' | 'tiny-profile';

/**
 * A profile picture served by `GET /api/media/users/{userId}/{size}.webp`. `cacheKey` (the user's,
 * renewed on every upload, or the viewer's, as Mealie does for other users) makes a new picture's
 * address differ from the old one's.
 */
export function avatarUrl(userId: string, cacheKey?: string | null, size: AvatarSize = 'profile'): string {
  const base = `/api/media/users/${encodeURIComponent(userId)}/${size}.webp`;
  return cacheKey ? `${base}?cacheKey=${encodeURIComponent(cacheKey)}` : base;
}
