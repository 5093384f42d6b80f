import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { RecipeTimelineEvent } from './get-recipe-timeline';

export interface UpdateTimelineEventInput {
  id: string;
  subject: string;
  eventMessage: string;
}

/** `PUT /api/recipes/timeline/events/{id}` with the new subject and message. */
export async function updateTimelineEvent({ id, subject, eventMessage }: UpdateTimelineEventInput): Promise<RecipeTimelineEvent> {
  return unwrap(await apiClient.PUT('/api/recipes/timeline/events/{id}', { params: { path: { id } }, body: { subject, eventMessage } }));
}

export function useUpdateTimelineEvent({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateTimelineEvent> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'timeline'] });
      await onSuccess?.(...args);
    },
    mutationFn: updateTimelineEvent,
  });
}
