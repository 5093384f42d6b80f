import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

/** `DELETE /api/recipes/{slug}`. */
export async function deleteRecipe(slug: string): Promise<void> {
  await apiClient.DELETE('/api/recipes/{slug}', { params: { path: { slug } } });
}

export function useDeleteRecipe({ mutationConfig }: { mutationConfig?: MutationConfig<string, void> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useApiMutation(
    deleteRecipe,
    [recipeKeys.lists(), recipeKeys.searches(), recipeKeys.byIds(), recipeKeys.finder(), recipeKeys.timelines()],
    {
      ...rest,
      onSuccess: async (data, slug, ...more) => {
        // The page that showed it is left; nothing should refetch a recipe that is gone.
        queryClient.removeQueries({ queryKey: recipeKeys.detail(slug) });
        queryClient.removeQueries({ queryKey: recipeKeys.permissions(slug) });
        await onSuccess?.(data, slug, ...more);
      },
    },
  );
}
