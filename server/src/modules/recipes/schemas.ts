import { z } from 'zod';
import { PaginationQuery } from '../../platform/pagination.js';
import { IngredientFood } from '../foods/schemas.js';
import { IngredientUnit } from '../units/schemas.js';

/** Mealie's recipe shapes (reference/api.md §5 "Recipes"); camelCase out, either casing in. */

export const RecipeCategory = z.object({ id: z.string().nullable(), name: z.string(), slug: z.string() }).meta({ id: 'RecipeCategory' });
export type RecipeCategory = z.infer<typeof RecipeCategory>;
export const RecipeTag = z.object({ id: z.string().nullable(), name: z.string(), slug: z.string() }).meta({ id: 'RecipeTag' });
export type RecipeTag = z.infer<typeof RecipeTag>;
export const RecipeTool = z.object({ id: z.string(), name: z.string(), slug: z.string(), onHand: z.boolean() }).meta({ id: 'RecipeTool' });
export type RecipeTool = z.infer<typeof RecipeTool>;

export const RecipeSummaryOut = z
  .object({
    id: z.string(),
    userId: z.string(),
    householdId: z.string(),
    groupId: z.string(),
    name: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    recipeServings: z.number(),
    recipeYieldQuantity: z.number(),
    recipeYield: z.string().nullable(),
    totalTime: z.string().nullable(),
    prepTime: z.string().nullable(),
    cookTime: z.string().nullable(),
    performTime: z.string().nullable(),
    description: z.string().nullable(),
    recipeCategory: z.array(RecipeCategory),
    tags: z.array(RecipeTag),
    tools: z.array(RecipeTool),
    rating: z.number().nullable(),
    orgURL: z.string().nullable(),
    dateAdded: z.string().nullable(),
    dateUpdated: z.string().nullable(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    lastMade: z.string().nullable(),
  })
  .meta({ id: 'RecipeSummary' });
export type RecipeSummaryOut = z.infer<typeof RecipeSummaryOut>;

export const RecipeIngredientOut = z
  .object({
    quantity: z.number().nullable(),
    /** Larder's addition: the upper bound of a range ("12–15"), null for one amount; `quantity` is the lower bound. */
    maxQuantity: z.number().nullable(),
    unit: IngredientUnit.nullable(),
    food: IngredientFood.nullable(),
    note: z.string().nullable(),
    isFood: z.boolean(),
    disableAmount: z.boolean(),
    display: z.string(),
    title: z.string().nullable(),
    originalText: z.string().nullable(),
    referenceId: z.string(),
  })
  .meta({ id: 'RecipeIngredient-Output' });
export type RecipeIngredientOut = z.infer<typeof RecipeIngredientOut>;

export const IngredientReference = z.object({ referenceId: z.string() }).meta({ id: 'IngredientReferences' });

export const RecipeStepOut = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    summary: z.string().nullable(),
    text: z.string(),
    ingredientReferences: z.array(IngredientReference),
  })
  .meta({ id: 'RecipeStep' });
export type RecipeStepOut = z.infer<typeof RecipeStepOut>;

export const NUTRITION_FIELDS = [
  'calories',
  'carbohydrateContent',
  'cholesterolContent',
  'fatContent',
  'fiberContent',
  'proteinContent',
  'saturatedFatContent',
  'sodiumContent',
  'sugarContent',
  'transFatContent',
  'unsaturatedFatContent',
] as const;

export const Nutrition = z
  .object(
    Object.fromEntries(NUTRITION_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
      (typeof NUTRITION_FIELDS)[number],
      z.ZodNullable<z.ZodString>
    >,
  )
  .meta({ id: 'Nutrition' });
export type Nutrition = z.infer<typeof Nutrition>;

export const RecipeSettings = z
  .object({
    public: z.boolean(),
    showNutrition: z.boolean(),
    showAssets: z.boolean(),
    landscapeView: z.boolean(),
    disableComments: z.boolean(),
    disableAmount: z.boolean(),
    locked: z.boolean(),
  })
  .meta({ id: 'RecipeSettings' });
export type RecipeSettings = z.infer<typeof RecipeSettings>;

export const RecipeAsset = z.object({ name: z.string(), icon: z.string(), fileName: z.string().nullable() }).meta({ id: 'RecipeAsset' });
export const RecipeNote = z.object({ title: z.string(), text: z.string() }).meta({ id: 'RecipeNote' });

export const RecipeCommentUser = z.object({ id: z.string(), username: z.string(), admin: z.boolean() });
export const RecipeCommentOut = z
  .object({
    recipeId: z.string(),
    text: z.string(),
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    userId: z.string(),
    user: RecipeCommentUser,
  })
  .meta({ id: 'RecipeCommentOut' });

export const RecipeOut = RecipeSummaryOut.extend({
  recipeIngredient: z.array(RecipeIngredientOut),
  recipeInstructions: z.array(RecipeStepOut),
  nutrition: Nutrition,
  settings: RecipeSettings,
  assets: z.array(RecipeAsset),
  notes: z.array(RecipeNote),
  extras: z.record(z.string(), z.string()),
  comments: z.array(RecipeCommentOut),
}).meta({ id: 'Recipe-Output' });
export type RecipeOut = z.infer<typeof RecipeOut>;

// ── Input ───────────────────────────────────────────────────────────────────

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** Keys Mealie spells its own way, and the snake_case forms clients send for them. */
const ALIASES: Record<string, string> = { orgUrl: 'orgURL', updateAt: 'updatedAt' };

/**
 * A Recipe body in either casing → camelCase. The keys inside `extras` are the user's own and stay
 * as sent, which is why the generic camelCase hook is not used here.
 */
export function recipeBodyInCamelCase(value: unknown, inExtras = false): unknown {
  if (Array.isArray(value)) return value.map((v) => recipeBodyInCamelCase(v));
  if (value === null || typeof value !== 'object' || inExtras) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const k = ALIASES[camel(key)] ?? camel(key);
    if (!(k in out) || k === key) out[k] = recipeBodyInCamelCase(v, k === 'extras');
  }
  return out;
}

const uuidMessage = { message: 'Input should be a valid UUID' };
/** Free text fields: clients send numbers for times and yields now and then (Mealie coerces). */
const looseText = z
  .union([z.string(), z.number().transform(String)])
  .nullable()
  .optional();
const organizerRef = z.object({
  id: z.uuid(uuidMessage).nullable().optional(),
  name: z.string().nullable().optional(),
  slug: z.string().nullable().optional(),
});
/** Food or unit reference in an ingredient: it must carry the id of one of the group's rows. */
const ingredientObjectRef = z.object({ id: z.uuid(uuidMessage).nullable().optional(), name: z.string().nullable().optional() });
const quantityInput = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Input should be a valid number' });
      return z.NEVER;
    }
    return Math.round(n * 1000) / 1000;
  });

export const RecipeIngredientInput = z.object({
  quantity: quantityInput,
  // Larder's addition; Mealie's bodies have no such key (save.ts keeps the stored range then).
  maxQuantity: quantityInput.optional(),
  unit: ingredientObjectRef.nullable().optional(),
  food: ingredientObjectRef.nullable().optional(),
  note: z.string().nullable().optional(),
  isFood: z.boolean().nullable().optional(),
  disableAmount: z.boolean().nullable().optional(),
  display: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  originalText: z.string().nullable().optional(),
  referenceId: z.uuid(uuidMessage).nullable().optional(),
});
export type RecipeIngredientInput = z.infer<typeof RecipeIngredientInput>;

export const RecipeStepInput = z.object({
  id: z.uuid(uuidMessage).nullable().optional(),
  title: z.string().nullable().optional(),
  summary: z.string().nullable().optional(),
  text: z.string().nullable().optional(),
  ingredientReferences: z
    .array(z.object({ referenceId: z.uuid(uuidMessage).nullable().optional() }))
    .nullable()
    .optional(),
});
export type RecipeStepInput = z.infer<typeof RecipeStepInput>;

const nutritionValue = z
  .union([z.string(), z.number().transform(String)])
  .nullable()
  .optional();

/**
 * A Recipe body (PUT, PATCH, bulk, imports). Every field is optional: PUT treats a missing list
 * as empty, PATCH leaves it alone. Owner, group and household fields are accepted and ignored.
 */
export const RecipeInput = z
  .object({
    id: z.uuid(uuidMessage).nullable().optional(),
    userId: z.string().nullable().optional(),
    householdId: z.string().nullable().optional(),
    groupId: z.string().nullable().optional(),
    name: z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters').optional(),
    slug: z.string().nullable().optional(),
    image: z
      .union([z.string(), z.number().transform(String)])
      .nullable()
      .optional(),
    recipeServings: z.number().nullable().optional(),
    recipeYieldQuantity: z.number().nullable().optional(),
    recipeYield: looseText,
    totalTime: looseText,
    prepTime: looseText,
    cookTime: looseText,
    performTime: looseText,
    description: z.string().nullable().optional(),
    recipeCategory: z.array(organizerRef).nullable().optional(),
    tags: z.array(organizerRef).nullable().optional(),
    tools: z
      .array(organizerRef.extend({ onHand: z.boolean().nullable().optional() }))
      .nullable()
      .optional(),
    rating: z.number().nullable().optional(),
    orgURL: z.string().nullable().optional(),
    // A date; some clients send a datetime, of which the date part is kept.
    dateAdded: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'Input should be a valid date')
      .nullable()
      .optional(),
    lastMade: z.string().nullable().optional(),
    recipeIngredient: z.array(RecipeIngredientInput).nullable().optional(),
    recipeInstructions: z.array(RecipeStepInput).nullable().optional(),
    nutrition: z
      .object(
        Object.fromEntries(NUTRITION_FIELDS.map((f) => [f, nutritionValue])) as Record<
          (typeof NUTRITION_FIELDS)[number],
          typeof nutritionValue
        >,
      )
      .nullable()
      .optional(),
    settings: z
      .object({
        public: z.boolean().optional(),
        showNutrition: z.boolean().optional(),
        showAssets: z.boolean().optional(),
        landscapeView: z.boolean().optional(),
        disableComments: z.boolean().optional(),
        disableAmount: z.boolean().optional(),
        locked: z.boolean().optional(),
      })
      .nullable()
      .optional(),
    assets: z
      .array(z.object({ name: z.string(), icon: z.string().default('mdi-file'), fileName: z.string().nullable().optional() }))
      .nullable()
      .optional(),
    notes: z
      .array(z.object({ title: z.string().nullable().default(''), text: z.string().nullable().default('') }))
      .nullable()
      .optional(),
    extras: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .meta({ id: 'Recipe-Input' });
export type RecipeInput = z.input<typeof RecipeInput>;
export type ParsedRecipeInput = z.output<typeof RecipeInput>;

export const CreateRecipe = z.object({ name: z.string().trim().min(1, 'Name must not be empty').max(255) }).meta({ id: 'CreateRecipe' });
export const RecipeLastMade = z.object({ timestamp: z.iso.datetime({ offset: true, local: true }) }).meta({ id: 'RecipeLastMade' });
export const RecipeDuplicate = z.object({ name: z.string().trim().max(255).nullable().optional() }).meta({ id: 'RecipeDuplicate' });
export const RecipeSlugParams = z.object({ slug: z.string().min(1) });

/** `GET /api/recipes/{slug}/permissions`: the caller's rights on one recipe (a Larder addition). */
export const RecipePermissionsOut = z
  .object({ canEdit: z.boolean(), canDelete: z.boolean(), canLock: z.boolean() })
  .meta({ id: 'RecipePermissions' });
export const BulkRecipeInput = z.array(RecipeInput.and(z.object({ id: z.uuid(uuidMessage) })));

// ── Listing ─────────────────────────────────────────────────────────────────

/** Repeated query parameters arrive as a string once and as an array when repeated. */
const repeated = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string()).optional(),
);
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', '1', 'yes', 'on'].includes(v.toLowerCase()) : v),
  z.boolean().default(false),
);

export const RecipeListQuery = PaginationQuery.extend({
  search: z.string().optional(),
  cookbook: z.string().optional(),
  categories: repeated,
  tags: repeated,
  tools: repeated,
  foods: repeated,
  households: repeated,
  requireAllCategories: flag,
  requireAllTags: flag,
  requireAllTools: flag,
  requireAllFoods: flag,
});
export type RecipeListQuery = z.infer<typeof RecipeListQuery>;
