import { z } from 'zod';

export const UserRatingSummary = z
  .object({ recipeId: z.string(), rating: z.number().nullable(), isFavorite: z.boolean() })
  .meta({ id: 'UserRatingSummary' });
export type UserRatingSummary = z.infer<typeof UserRatingSummary>;

export const UserRatingOut = z
  .object({ recipeId: z.string(), rating: z.number().nullable(), isFavorite: z.boolean(), userId: z.string(), id: z.string() })
  .meta({ id: 'UserRatingOut' });
export type UserRatingOut = z.infer<typeof UserRatingOut>;

// The wrapper keeps its snake_case-free single key `ratings` (a plain pydantic model in Mealie).
export const UserRatingsSummary = z.object({ ratings: z.array(UserRatingSummary) }).meta({ id: 'UserRatings_UserRatingSummary_' });
export const UserRatingsOut = z.object({ ratings: z.array(UserRatingOut) }).meta({ id: 'UserRatings_UserRatingOut_' });

/** Stars are 0–5 as every Mealie client draws them; 0 means "not rated" and is left out of the average. */
export const UserRatingUpdate = z
  .object({ rating: z.number().min(0).max(5).nullish(), isFavorite: z.boolean().nullish() })
  .meta({ id: 'UserRatingUpdate' });
export type UserRatingUpdate = z.infer<typeof UserRatingUpdate>;

export const UserIdParams = z.object({ id: z.guid() });
export const RecipeIdParams = z.object({ recipeId: z.guid() });
export const UserRecipeParams = z.object({ id: z.guid(), slug: z.string().min(1) });
