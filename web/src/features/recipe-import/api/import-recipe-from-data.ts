import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export const dataImportSchema = z.object({
  data: z.string().trim().min(1, 'common.validation.required'),
  url: z.string().trim(),
  includeTags: z.boolean(),
  stayInEditMode: z.boolean(),
  parseIngredients: z.boolean(),
});
export type DataImportInput = z.infer<typeof dataImportSchema>;

/** `POST /api/recipes/create/html-or-json`: a page's HTML or a schema.org Recipe as JSON. */
export async function importRecipeFromData(input: {
  data: string;
  url?: string;
  includeTags: boolean;
  parseIngredients: boolean;
}): Promise<string> {
  return unwrap(await apiClient.POST('/api/recipes/create/html-or-json', { body: { ...input, url: input.url || null } }));
}

export function useImportRecipeFromData({ mutationConfig }: { mutationConfig?: MutationConfig<typeof importRecipeFromData> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes'] });
      await onSuccess?.(...args);
    },
    mutationFn: importRecipeFromData,
  });
}
