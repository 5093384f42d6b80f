import { z } from 'zod';
import { RecipeOut } from '../schemas.js';
import { UtcDateTime } from '../timeline/schemas.js';

export const RecipeShareTokenSummary = z
  .object({ recipeId: z.string(), expiresAt: z.string(), groupId: z.string(), id: z.string(), createdAt: z.string() })
  .meta({ id: 'RecipeShareTokenSummary' });
export type RecipeShareTokenSummary = z.infer<typeof RecipeShareTokenSummary>;

export const RecipeShareToken = RecipeShareTokenSummary.extend({ recipe: RecipeOut }).meta({ id: 'RecipeShareToken' });

export const RecipeShareTokenCreate = z
  .object({ recipeId: z.guid(), expiresAt: UtcDateTime.nullish() })
  .meta({ id: 'RecipeShareTokenCreate' });
export type RecipeShareTokenCreate = z.infer<typeof RecipeShareTokenCreate>;

export const ShareTokenListQuery = z.object({ recipe_id: z.guid().optional() });
export const ShareTokenIdParams = z.object({ id: z.guid() });
// The public path answers "Token Not Found" for anything that is not a live token, so it is a plain string.
export const PublicTokenParams = z.object({ tokenId: z.string() });
