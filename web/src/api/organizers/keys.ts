import type { QueryKey } from '@tanstack/react-query';
import { recipeKeys } from '../recipes/keys';
import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

export type OrganizerKind = 'categories' | 'tags' | 'tools';

/** Categories, tags and tools: one key per list, shared by every screen that shows it. */
export const organizerKeys = {
  all: ['organizers'] as const,
  kind: (kind: OrganizerKind) => ['organizers', kind] as const,
  list: (kind: OrganizerKind, source: GroupSource = MEMBER_SOURCE) => ['organizers', kind, 'list', sourceKey(source)] as const,
  detail: (kind: OrganizerKind, slug: string) => ['organizers', kind, 'detail', slug] as const,
};

/** What a write to an organizer makes stale: its lists, and on a rename the recipes that show its name. */
export const organizerWriteKeys = (kind: OrganizerKind, renamed: boolean): readonly QueryKey[] =>
  renamed ? [organizerKeys.kind(kind), recipeKeys.lists(), recipeKeys.details()] : [organizerKeys.kind(kind)];
