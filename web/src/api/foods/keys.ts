import { type GroupSource, MEMBER_SOURCE, sourceKey } from '../source';

export const foodKeys = {
  all: ['foods'] as const,
  list: (source: GroupSource = MEMBER_SOURCE) => ['foods', 'list', sourceKey(source)] as const,
  search: (term: string) => ['foods', 'search', term] as const,
};
