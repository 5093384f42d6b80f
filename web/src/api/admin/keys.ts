export const adminKeys = {
  all: ['admin'] as const,
  siteSettings: () => ['admin', 'site-settings'] as const,
  /** Every admin read of groups: the list and each group (a rename shows in both). */
  groups: () => ['admin', 'groups'] as const,
  groupList: () => ['admin', 'groups', 'list'] as const,
  group: (id: string) => ['admin', 'groups', id] as const,
  households: () => ['admin', 'households'] as const,
  householdList: () => ['admin', 'households', 'list'] as const,
  household: (id: string) => ['admin', 'households', id] as const,
  users: () => ['admin', 'users'] as const,
  userList: () => ['admin', 'users', 'list'] as const,
  user: (id: string) => ['admin', 'users', id] as const,
};
