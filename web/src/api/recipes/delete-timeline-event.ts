import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

/** `DELETE /api/recipes/timeline/events/{id}`. */
export async function deleteTimelineEvent(id: string): Promise<void> {
  await apiClient.DELETE('/api/recipes/timeline/events/{id}', { params: { path: { id } } });
}

export function useDeleteTimelineEvent({ mutationConfig }: { mutationConfig?: MutationConfig<string, void> } = {}) {
  return useApiMutation(deleteTimelineEvent, [recipeKeys.timelines()], mutationConfig);
}
