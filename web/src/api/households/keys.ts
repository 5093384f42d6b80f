import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

export const householdKeys = {
  all: ['households'] as const,
  list: (source: GroupSource = MEMBER_SOURCE) => ['households', 'list', sourceKey(source)] as const,
  /** The signed-in user's household (`GET /api/households/self`). */
  self: () => ['households', 'self'] as const,
  preferences: () => ['households', 'preferences'] as const,
  members: () => ['households', 'members'] as const,
  statistics: () => ['households', 'statistics'] as const,
  invitations: () => ['households', 'invitations'] as const,
};
