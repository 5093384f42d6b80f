import { z } from 'zod';
import { RecipeAsset as RecipeAssetSchema } from '../schemas.js';
import { UploadedFileSchema } from './multipart.js';

export const UpdateImageResponse = z.object({ image: z.string() }).meta({ id: 'UpdateImageResponse' });

export const RecipeAsset = RecipeAssetSchema;
export type RecipeAsset = z.infer<typeof RecipeAssetSchema>;

export const RecipeImageUpload = z.object({ image: UploadedFileSchema, extension: z.string().optional() });

export const RecipeAssetUpload = z.object({
  name: z.string().trim().min(1, 'The asset needs a name').max(255),
  icon: z.string().trim().max(255),
  extension: z.string().trim().min(1, 'The asset needs an extension'),
  file: UploadedFileSchema,
});
export type RecipeAssetUpload = z.infer<typeof RecipeAssetUpload>;

/** Body of POST /api/recipes/{slug}/image: the address of an image to download. */
export const RecipeImageUrl = z.object({ url: z.string().trim().min(1, 'The url is required') });

export const RecipeSlugParams = z.object({ slug: z.string().min(1) });

// Media paths are checked by the service (anything unexpected is a plain 404), so they are plain strings here.
export const RecipeImageParams = z.object({ recipeId: z.string(), fileName: z.string() });
export const TimelineImageParams = z.object({ recipeId: z.string(), eventId: z.string(), fileName: z.string() });
export const RecipeAssetParams = z.object({ recipeId: z.string(), fileName: z.string() });
