import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export const urlImportSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'common.validation.required')
    .refine((value) => /https?:\/\/|www\./i.test(value), 'recipeImport.url.invalidUrl'),
  includeTags: z.boolean(),
  stayInEditMode: z.boolean(),
  parseIngredients: z.boolean(),
});
export type UrlImportInput = z.infer<typeof urlImportSchema>;

/** `POST /api/recipes/create/url`: answers the new recipe's slug. */
export async function importRecipeFromUrl(input: { url: string; includeTags: boolean; parseIngredients: boolean }): Promise<string> {
  return unwrap(await apiClient.POST('/api/recipes/create/url', { body: input }));
}

export function useImportRecipeFromUrl({ mutationConfig }: { mutationConfig?: MutationConfig<typeof importRecipeFromUrl> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      // New tags and categories may have been created from the page's keywords.
      await queryClient.invalidateQueries({ queryKey: ['recipes'] });
      await onSuccess?.(...args);
    },
    mutationFn: importRecipeFromUrl,
  });
}
