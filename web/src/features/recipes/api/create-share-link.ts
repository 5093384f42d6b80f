import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/shared/recipes {recipeId}`: a token that opens the recipe without a session (30 days). */
export async function createShareLink({ recipeId }: { recipeId: string }): Promise<string> {
  const token = unwrap(await apiClient.POST('/api/shared/recipes', { body: { recipeId } }));
  return token.id;
}

export function useCreateShareLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createShareLink> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createShareLink });
}
