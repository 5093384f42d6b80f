import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';

/** `PUT /api/recipes/{slug}/image` as multipart `image` + `extension`. */
export async function uploadRecipeImage({ slug, file }: { slug: string; file: File }): Promise<void> {
  const form = new FormData();
  form.append('image', file);
  form.append('extension', file.name.split('.').pop()?.toLowerCase() ?? 'jpg');
  await apiClient.PUT('/api/recipes/{slug}/image', {
    params: { path: { slug } },
    // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
    body: form as any,
    bodySerializer: (body) => body as unknown as FormData,
  });
}

export function useUploadRecipeImage({ mutationConfig }: { mutationConfig?: MutationConfig<typeof uploadRecipeImage> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn: uploadRecipeImage,
  });
}
