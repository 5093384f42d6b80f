export const cookbookKeys = {
  all: ['cookbooks'] as const,
  list: () => ['cookbooks', 'list'] as const,
  details: () => ['cookbooks', 'detail'] as const,
  detail: (slug: string) => ['cookbooks', 'detail', slug] as const,
};
