import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { RecipeAsset } from './get-recipe';

export interface UploadRecipeAssetInput {
  slug: string;
  name: string;
  /** One of the icon names in `lib/asset-icons.ts` (Mealie's Material Design icon names). */
  icon: string;
  file: File;
}

/** The file's own extension; a name without one is stored as a generic binary file. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : 'bin';
}

/**
 * `POST /api/recipes/{slug}/assets` as multipart `name`, `icon`, `extension`, `file`. The server stores
 * the file and adds it to the recipe's `assets` at once; the answer is the new asset.
 */
export async function uploadRecipeAsset({ slug, name, icon, file }: UploadRecipeAssetInput): Promise<RecipeAsset> {
  const form = new FormData();
  form.append('name', name);
  form.append('icon', icon);
  form.append('extension', fileExtension(file.name));
  form.append('file', file);
  return unwrap(
    await apiClient.POST('/api/recipes/{slug}/assets', {
      params: { path: { slug } },
      // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
      body: form as any,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

export function useUploadRecipeAsset({ mutationConfig }: { mutationConfig?: MutationConfig<typeof uploadRecipeAsset> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', args[1].slug] });
      await onSuccess?.(...args);
    },
    mutationFn: uploadRecipeAsset,
  });
}
