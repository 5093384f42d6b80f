export const groupKeys = {
  all: ['groups'] as const,
  /** Whether a group can be read by a visitor (its explore API answers). */
  public: (groupSlug: string) => ['groups', 'public', groupSlug] as const,
  /** The signed-in user's group (`GET /api/groups/self`). */
  self: () => ['groups', 'self'] as const,
  preferences: () => ['groups', 'preferences'] as const,
  members: () => ['groups', 'members'] as const,
};
