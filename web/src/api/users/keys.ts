export const userKeys = {
  all: ['users'] as const,
  self: () => ['users', 'self'] as const,
};
