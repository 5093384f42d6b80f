import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/recipes/create/zip` as multipart `archive`: a recipe exported from Larder or Mealie. */
export async function importRecipeFromZip({ file }: { file: File }): Promise<string> {
  const form = new FormData();
  form.append('archive', file);
  return unwrap(
    await apiClient.POST('/api/recipes/create/zip', {
      // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
      body: form as any,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

export function useImportRecipeFromZip({ mutationConfig }: { mutationConfig?: MutationConfig<typeof importRecipeFromZip> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes'] });
      await onSuccess?.(...args);
    },
    mutationFn: importRecipeFromZip,
  });
}
