import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

/** `POST /api/recipes/create/image[?translateLanguage=]` as multipart `images` + `extension`. */
export async function importRecipeFromImage({ file, translateLanguage }: { file: File; translateLanguage?: string }): Promise<string> {
  const form = new FormData();
  form.append('images', file);
  form.append('extension', file.name.split('.').pop()?.toLowerCase() ?? 'jpg');
  return unwrap(
    await apiClient.POST('/api/recipes/create/image', {
      params: { query: translateLanguage ? { translateLanguage } : {} },
      // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
      body: form as any,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

export function useImportRecipeFromImage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof importRecipeFromImage> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes'] });
      await onSuccess?.(...args);
    },
    mutationFn: importRecipeFromImage,
  });
}
