import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { Recipe } from './get-recipe';

export type RecipeUpdateBody = ApiRequestBody<'/api/recipes/{slug}', 'put'>;

export interface UpdateRecipeInput {
  slug: string;
  recipe: RecipeUpdateBody;
}

/** `PUT /api/recipes/{slug}` with the full recipe; the answer may carry a new slug. */
export async function updateRecipe({ slug, recipe }: UpdateRecipeInput): Promise<Recipe> {
  return unwrap(await apiClient.PUT('/api/recipes/{slug}', { params: { path: { slug } }, body: recipe }));
}

export function useUpdateRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateRecipe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      const saved = args[0];
      queryClient.setQueryData(['recipes', 'detail', saved.slug], saved);
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
      await onSuccess?.(...args);
    },
    mutationFn: updateRecipe,
  });
}
