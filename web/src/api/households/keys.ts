import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

export const householdKeys = {
  all: ['households'] as const,
  list: (source: GroupSource = MEMBER_SOURCE) => ['households', 'list', sourceKey(source)] as const,
};
