/**
 * Where a group's data is read from. A member of the group reads it through the signed-in API;
 * anyone else through the group's public explore API, which only serves a public group's public
 * recipes (screens.md §1.2). Which one applies is decided once per page (`useGroupAccess`); the
 * resource modules take it as an argument and put it in their query keys, so that member and
 * visitor data never share a cache entry.
 */
export type GroupSource = { kind: 'member' } | { kind: 'explore'; groupSlug: string };

export const MEMBER_SOURCE: GroupSource = { kind: 'member' };

/** The part of a query key that names the source. */
export const sourceKey = (source: GroupSource): string => (source.kind === 'member' ? 'member' : `explore:${source.groupSlug}`);
