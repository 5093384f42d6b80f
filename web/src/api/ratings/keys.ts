/**
 * The caller's ratings and favourites. One entry holds `GET /api/users/self/ratings` as the
 * server sends it (`{ ratings: [...] }`); hooks derive what they show with `select`, so no two
 * shapes ever share a key.
 */
export const ratingKeys = {
  all: ['ratings'] as const,
  self: () => ['ratings', 'self'] as const,
  favorites: (userId: string) => ['ratings', 'favorites', userId] as const,
};
