import { z } from 'zod';
import { ErrorDetail, ValidationIssues } from '../../../platform/schemas.js';
import { UploadedFileSchema } from '../media/multipart.js';

const organizer = z.object({
  id: z.uuid('Input should be a valid UUID').nullable().optional(),
  name: z.string().trim().min(1, 'Name must not be empty').max(255),
  slug: z.string().nullable().optional(),
});

export const ScrapeRecipe = z
  .object({
    url: z.string().trim().min(1, 'A URL is required').max(2048, 'The URL is longer than 2048 characters'),
    includeTags: z.boolean().default(false),
    /**
     * Larder extension: run the ingredient lines through the ingredient parser and link the
     * group's matching foods and units (Mealie's web app does this in a second screen).
     */
    parseIngredients: z.boolean().default(false),
  })
  .meta({ id: 'ScrapeRecipe' });
export type ScrapeRecipe = z.infer<typeof ScrapeRecipe>;

export const ScrapeRecipeTest = z
  .object({
    url: z.string().trim().min(1, 'A URL is required').max(2048, 'The URL is longer than 2048 characters'),
    useOpenAI: z.boolean().default(false),
  })
  .meta({ id: 'ScrapeRecipeTest' });

export const ScrapeRecipeData = z
  .object({
    data: z
      .string()
      .min(1, 'Paste the HTML of a recipe page or a schema.org Recipe as JSON')
      .max(5 * 1024 * 1024, 'The data is larger than 5 MB'),
    includeTags: z.boolean().default(false),
    /** The page's address: stored as the recipe's source and used to resolve relative image links. */
    url: z.string().trim().max(2048).nullable().optional(),
    parseIngredients: z.boolean().default(false),
  })
  .meta({ id: 'ScrapeRecipeData' });
export type ScrapeRecipeData = z.infer<typeof ScrapeRecipeData>;

// Mealie's bulk body is a plain model: snake_case, and organizers as {id, name, slug}.
export const CreateRecipeBulk = z.object({
  url: z.string().trim().min(1, 'A URL is required').max(2048, 'The URL is longer than 2048 characters'),
  categories: z.array(organizer).nullable().optional(),
  tags: z.array(organizer).nullable().optional(),
});
export type CreateRecipeBulk = z.infer<typeof CreateRecipeBulk>;

export const CreateRecipeByUrlBulk = z
  .object({
    imports: z.array(CreateRecipeBulk).min(1, 'List at least one URL to import').max(200, 'At most 200 URLs can be imported at once'),
  })
  .meta({ id: 'CreateRecipeByUrlBulk' });
export type CreateRecipeByUrlBulk = z.infer<typeof CreateRecipeByUrlBulk>;

export const BulkImportStarted = z.object({ reportId: z.string() }).meta({ id: 'BulkImportStarted' });

export const RecipeImagesUpload = z.object({
  images: UploadedFileSchema,
  extension: z.string().optional(),
});

export const ImageImportQuery = z.object({ translateLanguage: z.string().max(20).optional() });

/**
 * Errors of the import routes: Mealie's body, plus `details: "BAD_RECIPE_DATA"` when no recipe was
 * found, and for a refused address (`exception: "blocked-address"`, nothing was fetched) the
 * server setting that would allow it in `allowedBy`.
 */
export const ImportErrorBody = z
  .object({ detail: z.union([z.string(), ErrorDetail.extend({ details: z.string().optional() }), ValidationIssues]) })
  .meta({ id: 'ImportErrorBody' });
