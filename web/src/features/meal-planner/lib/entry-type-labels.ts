import type { PlanEntryType } from '../../../api/mealplans/types';

/** The i18n key of each meal type's name. */
export const ENTRY_TYPE_LABELS: Record<PlanEntryType, string> = {
  breakfast: 'mealPlan.entryTypes.breakfast',
  lunch: 'mealPlan.entryTypes.lunch',
  dinner: 'mealPlan.entryTypes.dinner',
  side: 'mealPlan.entryTypes.side',
  snack: 'mealPlan.entryTypes.snack',
  drink: 'mealPlan.entryTypes.drink',
  dessert: 'mealPlan.entryTypes.dessert',
};
