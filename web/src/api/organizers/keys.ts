import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

export type OrganizerKind = 'categories' | 'tags' | 'tools';

/** Categories, tags and tools: one key per list, shared by every screen that shows it. */
export const organizerKeys = {
  all: ['organizers'] as const,
  kind: (kind: OrganizerKind) => ['organizers', kind] as const,
  list: (kind: OrganizerKind, source: GroupSource = MEMBER_SOURCE) => ['organizers', kind, 'list', sourceKey(source)] as const,
  detail: (kind: OrganizerKind, slug: string) => ['organizers', kind, 'detail', slug] as const,
};
