import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';

export interface CreateShareLinkInput {
  recipeId: string;
}

/** `POST /api/shared/recipes {recipeId}`: a token that opens the recipe without a session (30 days). */
export async function createShareLink({ recipeId }: CreateShareLinkInput): Promise<string> {
  const token = unwrap(await apiClient.POST('/api/shared/recipes', { body: { recipeId } }));
  return token.id;
}

// Nothing cached shows share tokens.
export function useCreateShareLink({ mutationConfig }: { mutationConfig?: MutationConfig<CreateShareLinkInput, string> } = {}) {
  return useApiMutation(createShareLink, [], mutationConfig);
}
