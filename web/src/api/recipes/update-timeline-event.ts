import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { TimelineEvent } from './get-timeline-events';
import { recipeKeys } from './keys';

export interface UpdateTimelineEventInput {
  id: string;
  subject: string;
  eventMessage: string;
}

/** `PUT /api/recipes/timeline/events/{id}` with the new subject and message. */
export async function updateTimelineEvent({ id, subject, eventMessage }: UpdateTimelineEventInput): Promise<TimelineEvent> {
  return unwrap(await apiClient.PUT('/api/recipes/timeline/events/{id}', { params: { path: { id } }, body: { subject, eventMessage } }));
}

export function useUpdateTimelineEvent({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UpdateTimelineEventInput, TimelineEvent>;
} = {}) {
  return useApiMutation(updateTimelineEvent, [recipeKeys.timelines()], mutationConfig);
}
