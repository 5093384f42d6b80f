import { z } from 'zod';
import { UploadedFileSchema } from '../media/multipart.js';

export const FormatResponse = z
  .object({ json: z.array(z.string()), zip: z.array(z.string()), jinja2: z.array(z.string()) })
  .meta({ id: 'FormatResponse' });

export const RecipeZipTokenResponse = z.object({ token: z.string() }).meta({ id: 'RecipeZipTokenResponse' });
export const FileTokenResponse = z.object({ fileToken: z.string() }).meta({ id: 'FileTokenResponse' });

export const RecipeSlugParams = z.object({ slug: z.string().min(1) });
export const ExportQuery = z.object({ template_name: z.string().min(1) });
export const ZipTokenQuery = z.object({ token: z.string().optional() });
export const ExportPathQuery = z.object({ path: z.string().min(1) });
export const ExportIdParams = z.object({ exportId: z.string() });
export const ShareTokenParams = z.object({ tokenId: z.string() });

export const RecipeZipUpload = z.object({ archive: UploadedFileSchema });

const slugs = z.array(z.string().min(1)).max(1000);
const organizer = z.object({ id: z.guid(), name: z.string(), slug: z.string() });

export const AssignTags = z.object({ recipes: slugs, tags: z.array(organizer) }).meta({ id: 'AssignTags' });
export const AssignCategories = z.object({ recipes: slugs, categories: z.array(organizer) }).meta({ id: 'AssignCategories' });

export const BulkRecipeSettings = z.object({
  public: z.boolean().default(false),
  showNutrition: z.boolean().default(false),
  showAssets: z.boolean().default(false),
  landscapeView: z.boolean().default(false),
  disableComments: z.boolean().default(true),
  disableAmount: z.boolean().default(true),
  locked: z.boolean().default(false),
});
export type BulkRecipeSettings = z.infer<typeof BulkRecipeSettings>;

export const AssignSettings = z.object({ recipes: slugs, settings: BulkRecipeSettings }).meta({ id: 'AssignSettings' });
export const DeleteRecipes = z.object({ recipes: slugs }).meta({ id: 'DeleteRecipes' });
export const ExportRecipes = z.object({ recipes: slugs, exportType: z.enum(['json']).default('json') }).meta({ id: 'ExportRecipes' });

export const GroupDataExport = z
  .object({
    id: z.string(),
    groupId: z.string(),
    name: z.string(),
    filename: z.string(),
    path: z.string(),
    size: z.string(),
    expires: z.string(),
  })
  .meta({ id: 'GroupDataExport' });
export type GroupDataExport = z.infer<typeof GroupDataExport>;
