export const shoppingListKeys = {
  all: ['shopping-lists'] as const,
  /** The household's lists (summaries, no items). */
  list: () => ['shopping-lists', 'list'] as const,
  details: () => ['shopping-lists', 'detail'] as const,
  detail: (id: string) => ['shopping-lists', 'detail', id] as const,
};
