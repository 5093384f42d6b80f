import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

export interface DeleteCommentInput {
  id: string;
  /** The recipe's slug, whose cached copy carries the comments. */
  slug: string;
}

/** `DELETE /api/comments/{id}`: the author or an admin. */
export async function deleteComment({ id }: DeleteCommentInput): Promise<void> {
  await apiClient.DELETE('/api/comments/{id}', { params: { path: { id } } });
}

// The recipe carries its comments, so the recipe is read again.
export function useDeleteComment({ mutationConfig }: { mutationConfig?: MutationConfig<DeleteCommentInput, void> } = {}) {
  return useApiMutation(deleteComment, ({ slug }) => [recipeKeys.detail(slug)], mutationConfig);
}
