import { apiClient } from '../client';
import { fileExtension, multipart } from '../multipart';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from './keys';

export interface UploadRecipeImageInput {
  slug: string;
  file: File;
}

/** `PUT /api/recipes/{slug}/image` as multipart `image` + `extension`. */
export async function uploadRecipeImage({ slug, file }: UploadRecipeImageInput): Promise<void> {
  await apiClient.PUT('/api/recipes/{slug}/image', {
    params: { path: { slug } },
    ...multipart({ image: file, extension: fileExtension(file.name, 'jpg') }),
  });
}

export function useUploadRecipeImage({ mutationConfig }: { mutationConfig?: MutationConfig<UploadRecipeImageInput, void> } = {}) {
  // Cards show the image too.
  return useApiMutation(uploadRecipeImage, ({ slug }) => [recipeKeys.detail(slug), recipeKeys.lists(), recipeKeys.byIds()], mutationConfig);
}
