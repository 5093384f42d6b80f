/** Public app data. It does not change through live events. */
export const appKeys = {
  all: ['app'] as const,
  about: () => ['app', 'about'] as const,
  theme: () => ['app', 'theme'] as const,
  startupInfo: () => ['app', 'startup-info'] as const,
};
