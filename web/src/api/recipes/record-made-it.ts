import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

export interface RecordMadeItInput {
  recipeId: string;
  slug: string;
  subject: string;
  message: string;
  /** ISO timestamp of when it was made. */
  timestamp: string;
  /** The recipe's current `lastMade`, so an older entry does not move it back. */
  lastMade: string | null | undefined;
}

/**
 * "I made this": `POST /api/recipes/timeline/events` (a comment event), then
 * `PATCH /api/recipes/{slug}/last-made` when the entry is newer (screens.md §3.2).
 */
export async function recordMadeIt(input: RecordMadeItInput): Promise<void> {
  await apiClient.POST('/api/recipes/timeline/events', {
    body: {
      recipeId: input.recipeId,
      subject: input.subject,
      eventType: 'comment',
      eventMessage: input.message,
      timestamp: input.timestamp,
    },
  });
  if (!input.lastMade || new Date(input.lastMade) < new Date(input.timestamp)) {
    await apiClient.PATCH('/api/recipes/{slug}/last-made', {
      params: { path: { slug: input.slug } },
      body: { timestamp: input.timestamp },
    });
  }
}

export function useRecordMadeIt({ mutationConfig }: { mutationConfig?: MutationConfig<RecordMadeItInput, void> } = {}) {
  return useApiMutation(recordMadeIt, ({ slug }) => [recipeKeys.detail(slug), recipeKeys.timelines()], mutationConfig);
}
