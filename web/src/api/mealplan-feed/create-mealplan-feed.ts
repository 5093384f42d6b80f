import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { MealplanFeed } from './get-mealplan-feed';
import { mealplanFeedKeys } from './keys';

/** `POST /api/households/mealplans/feed`: makes the address when there is none, else answers the same one. */
export async function createMealplanFeed(): Promise<MealplanFeed> {
  return unwrap(await apiClient.POST('/api/households/mealplans/feed'));
}

export function useCreateMealplanFeed({ mutationConfig }: { mutationConfig?: MutationConfig<void, MealplanFeed> } = {}) {
  return useApiMutation(createMealplanFeed, [mealplanFeedKeys.all], mutationConfig);
}
