export const recipeActionKeys = {
  all: ['recipe-actions'] as const,
  list: () => ['recipe-actions', 'list'] as const,
};
