export const mealplanFeedKeys = {
  all: ['mealplan-feed'] as const,
  detail: () => ['mealplan-feed', 'detail'] as const,
};
