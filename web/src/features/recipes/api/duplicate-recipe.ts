import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { Recipe } from './get-recipe';

/** `POST /api/recipes/{slug}/duplicate {name}`: a copy owned by the caller. */
export async function duplicateRecipe({ slug, name }: { slug: string; name: string }): Promise<Recipe> {
  return unwrap(await apiClient.POST('/api/recipes/{slug}/duplicate', { params: { path: { slug } }, body: { name } }));
}

export function useDuplicateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof duplicateRecipe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
      await onSuccess?.(...args);
    },
    mutationFn: duplicateRecipe,
  });
}
