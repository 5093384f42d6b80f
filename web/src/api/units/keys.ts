export const unitKeys = {
  all: ['units'] as const,
  list: () => ['units', 'list'] as const,
  search: (term: string) => ['units', 'search', term] as const,
};
