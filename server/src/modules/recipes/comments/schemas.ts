import { z } from 'zod';
import { RecipeCommentOut as RecipeCommentOutSchema } from '../schemas.js';

// The output shape is the recipe module's (a Recipe embeds its comments).
export const RecipeCommentOut = RecipeCommentOutSchema;
export type RecipeCommentOut = z.infer<typeof RecipeCommentOutSchema>;

const text = z.string().trim().min(1, 'Comment text must not be empty').max(10_000);

export const RecipeCommentCreate = z.object({ recipeId: z.guid(), text }).meta({ id: 'RecipeCommentCreate' });
export type RecipeCommentCreate = z.infer<typeof RecipeCommentCreate>;

export const RecipeCommentUpdate = z.object({ id: z.guid().optional(), text }).meta({ id: 'RecipeCommentUpdate' });
export type RecipeCommentUpdate = z.infer<typeof RecipeCommentUpdate>;

export const CommentIdParams = z.object({ id: z.guid() });
export const RecipeSlugParams = z.object({ slug: z.string().min(1) });
