import { apiClient } from '../client';
import { fileExtension, multipart } from '../multipart';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { RecipeAsset } from './get-recipe';
import { recipeKeys } from './keys';

export interface UploadRecipeAssetInput {
  slug: string;
  name: string;
  /** One of the icon names in `features/recipes/lib/asset-icons.ts` (Mealie's Material Design icon names). */
  icon: string;
  file: File;
}

/**
 * `POST /api/recipes/{slug}/assets` as multipart `name`, `icon`, `extension`, `file`. The server stores
 * the file and adds it to the recipe's `assets` at once; the answer is the new asset. A file name
 * without an extension is stored as a generic binary file.
 */
export async function uploadRecipeAsset({ slug, name, icon, file }: UploadRecipeAssetInput): Promise<RecipeAsset> {
  return unwrap(
    await apiClient.POST('/api/recipes/{slug}/assets', {
      params: { path: { slug } },
      ...multipart({ name, icon, extension: fileExtension(file.name, 'bin') || 'bin', file }),
    }),
  );
}

export function useUploadRecipeAsset({ mutationConfig }: { mutationConfig?: MutationConfig<UploadRecipeAssetInput, RecipeAsset> } = {}) {
  return useApiMutation(uploadRecipeAsset, ({ slug }) => [recipeKeys.detail(slug)], mutationConfig);
}
