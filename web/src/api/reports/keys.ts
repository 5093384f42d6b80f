export const reportKeys = {
  all: ['reports'] as const,
  lists: () => ['reports', 'list'] as const,
  list: (category: string) => ['reports', 'list', category] as const,
  detail: (id: string) => ['reports', 'detail', id] as const,
};
