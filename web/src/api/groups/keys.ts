export const groupKeys = {
  all: ['groups'] as const,
  /** Whether a group can be read by a visitor (its explore API answers). */
  public: (groupSlug: string) => ['groups', 'public', groupSlug] as const,
};
