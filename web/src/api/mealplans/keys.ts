export const mealPlanKeys = {
  all: ['mealplans'] as const,
  /** Every date range read so far (a change may move an entry into or out of any of them). */
  ranges: () => ['mealplans', 'range'] as const,
  range: (startDate: string, endDate: string) => ['mealplans', 'range', startDate, endDate] as const,
  details: () => ['mealplans', 'detail'] as const,
  detail: (id: number) => ['mealplans', 'detail', id] as const,
};
