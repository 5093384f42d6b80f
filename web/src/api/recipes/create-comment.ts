import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

export interface CreateCommentInput {
  recipeId: string;
  /** The recipe's slug, whose cached copy carries the comments. */
  slug: string;
  text: string;
}

/** `POST /api/comments {recipeId, text}`. */
export async function createComment({ recipeId, text }: CreateCommentInput): Promise<void> {
  await apiClient.POST('/api/comments', { body: { recipeId, text } });
}

// The recipe carries its comments, so the recipe is read again.
export function useCreateComment({ mutationConfig }: { mutationConfig?: MutationConfig<CreateCommentInput, void> } = {}) {
  return useApiMutation(createComment, ({ slug }) => [recipeKeys.detail(slug)], mutationConfig);
}
