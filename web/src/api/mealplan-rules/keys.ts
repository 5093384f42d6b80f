export const mealplanRuleKeys = {
  all: ['mealplan-rules'] as const,
  list: () => ['mealplan-rules', 'list'] as const,
};
