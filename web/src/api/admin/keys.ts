export const adminKeys = {
  all: ['admin'] as const,
  siteSettings: () => ['admin', 'site-settings'] as const,
  group: (id: string) => ['admin', 'groups', id] as const,
  household: (id: string) => ['admin', 'households', id] as const,
};
