import { z } from 'zod';
import { RecipeSummaryOut } from '../recipes/schemas.js';

const name = z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters');

const organizer = { id: z.string(), groupId: z.string(), name: z.string(), slug: z.string() };
const toolFields = {
  /** The caller's household has the tool. */
  onHand: z.boolean(),
  /** Slugs of the group's households that have the tool. */
  householdsWithTool: z.array(z.string()),
};

// Mealie's list items (RecipeCategory, RecipeTag, RecipeTool) carry the group id in their *Out
// forms; the recipes area owns the short RecipeCategory/RecipeTag/RecipeTool embedded in recipes.
export const CategoryOut = z.object(organizer).meta({ id: 'CategoryOut' });
export const TagOut = z.object(organizer).meta({ id: 'TagOut' });
export const RecipeToolOut = z.object({ ...organizer, ...toolFields }).meta({ id: 'RecipeToolOut' });
export type OrganizerOut = z.infer<typeof CategoryOut>;
export type RecipeToolOut = z.infer<typeof RecipeToolOut>;

/** Mealie answers GET and PUT of one category with the plain `{id, slug, name}`. */
export const CategorySummary = z.object({ id: z.string(), slug: z.string(), name: z.string() }).meta({ id: 'CategorySummary' });

export const CategoryIn = z.object({ name }).meta({ id: 'CategoryIn' });
export const TagIn = z.object({ name }).meta({ id: 'TagIn' });
/** `onHand` is Mealie 2.0's field; newer clients send `householdsWithTool` (household slugs). */
export const RecipeToolCreate = z
  .object({ name, onHand: z.boolean().optional(), householdsWithTool: z.array(z.string()).optional() })
  .meta({ id: 'RecipeToolCreate' });
export type OrganizerIn = z.infer<typeof RecipeToolCreate>;

export const SlugParams = z.object({ slug: z.string().min(1) });

const recipes = z.array(RecipeSummaryOut);
export const RecipeCategoryResponse = z.object({ ...organizer, recipes }).meta({ id: 'RecipeCategoryResponse' });
export const RecipeTagResponse = z.object({ ...organizer, recipes }).meta({ id: 'RecipeTagResponse' });
export const RecipeToolResponse = z.object({ ...organizer, ...toolFields, recipes }).meta({ id: 'RecipeToolResponse' });
