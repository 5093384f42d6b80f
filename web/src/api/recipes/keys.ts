import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

/**
 * Every query key of the recipes resource. A prefix (`lists()`, `details()`, …) matches every
 * entry below it, whichever source (member or visitor) read it.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => ['recipes', 'list'] as const,
  /** Every list read through one source (a live event only concerns the member's own group). */
  sourceLists: (source: GroupSource) => ['recipes', 'list', sourceKey(source)] as const,
  list: (source: GroupSource, query: object) => ['recipes', 'list', sourceKey(source), query] as const,
  searches: () => ['recipes', 'search'] as const,
  search: (term: string) => ['recipes', 'search', term] as const,
  byIds: () => ['recipes', 'by-id'] as const,
  byId: (ids: readonly string[]) => ['recipes', 'by-id', [...ids].sort()] as const,
  finder: () => ['recipes', 'finder'] as const,
  finderCandidates: (query: object) => ['recipes', 'finder', 'candidates', query] as const,
  finderRecipe: (id: string, updatedAt: string | null | undefined) => ['recipes', 'finder', 'recipe', id, updatedAt ?? null] as const,
  details: () => ['recipes', 'detail'] as const,
  sourceDetails: (source: GroupSource) => ['recipes', 'detail', sourceKey(source)] as const,
  detail: (slug: string, source: GroupSource = MEMBER_SOURCE) => ['recipes', 'detail', sourceKey(source), slug] as const,
  /** What the caller may do with a recipe, as the server decides (`GET /api/recipes/{slug}/permissions`). */
  permissions: (slug: string) => ['recipes', 'permissions', slug] as const,
  shared: (tokenId: string) => ['recipes', 'shared', tokenId] as const,
  timelines: () => ['recipes', 'timeline'] as const,
  timeline: (query: object) => ['recipes', 'timeline', 'feed', query] as const,
  recipeTimeline: (recipeId: string) => ['recipes', 'timeline', 'recipe', recipeId] as const,
  household: (householdId: string) => ['recipes', 'household', householdId] as const,
  exports: () => ['recipes', 'exports'] as const,
};
