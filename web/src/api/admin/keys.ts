export const adminKeys = {
  all: ['admin'] as const,
  siteSettings: () => ['admin', 'site-settings'] as const,
  /** The server's version and configuration (`/api/admin/about…`, `/api/admin/email`). */
  about: () => ['admin', 'about'] as const,
  aboutInfo: () => ['admin', 'about', 'info'] as const,
  aboutStatistics: () => ['admin', 'about', 'statistics'] as const,
  aboutCheck: () => ['admin', 'about', 'check'] as const,
  emailReady: () => ['admin', 'about', 'email'] as const,
  /** The data folder's sizes; every clean-up refreshes them. */
  maintenance: () => ['admin', 'maintenance'] as const,
  maintenanceSummary: () => ['admin', 'maintenance', 'summary'] as const,
  maintenanceStorage: () => ['admin', 'maintenance', 'storage'] as const,
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
