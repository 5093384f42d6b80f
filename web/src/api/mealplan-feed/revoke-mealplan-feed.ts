import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { MealplanFeed } from './get-mealplan-feed';
import { mealplanFeedKeys } from './keys';

/** `DELETE /api/households/mealplans/feed`: the old address answers 404 from now on. */
export async function revokeMealplanFeed(): Promise<MealplanFeed> {
  return unwrap(await apiClient.DELETE('/api/households/mealplans/feed'));
}

export function useRevokeMealplanFeed({ mutationConfig }: { mutationConfig?: MutationConfig<void, MealplanFeed> } = {}) {
  return useApiMutation(revokeMealplanFeed, [mealplanFeedKeys.all], mutationConfig);
}
