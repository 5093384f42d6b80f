import type { QueryClient } from '@tanstack/react-query';
import { mealPlanKeys } from './keys';

/**
 * A meal-plan entry was created, changed or deleted on the server (a live event). Every range
 * read is stale: a move changes two days, which may sit in different ranges.
 */
export async function refreshForMealPlanEvent(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
}
