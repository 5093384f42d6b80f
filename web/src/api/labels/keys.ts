export const labelKeys = {
  all: ['labels'] as const,
  list: () => ['labels', 'list'] as const,
  search: (term: string) => ['labels', 'search', term] as const,
};
