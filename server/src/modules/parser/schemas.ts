import { z } from 'zod';
import { IngredientFood } from '../foods/schemas.js';
import { IngredientUnit } from '../units/schemas.js';

export const RegisteredParser = z
  .enum(['nlp', 'brute', 'openai'], { message: "Input should be 'nlp', 'brute' or 'openai'" })
  .meta({ id: 'RegisteredParser' });
export type RegisteredParser = z.infer<typeof RegisteredParser>;

/** Longest line and most lines per request: far beyond any recipe, short of a denial of service. */
export const MAX_LINE_LENGTH = 2000;
export const MAX_LINES = 500;

const line = z.string({ message: 'Input should be a valid string' }).max(MAX_LINE_LENGTH, `Must be at most ${MAX_LINE_LENGTH} characters`);

export const IngredientRequest = z
  .object({
    parser: RegisteredParser.default('nlp'),
    ingredient: line,
  })
  .meta({ id: 'IngredientRequest' });
export type IngredientRequest = z.infer<typeof IngredientRequest>;

export const IngredientsRequest = z
  .object({
    parser: RegisteredParser.default('nlp'),
    ingredients: z.array(line, { message: 'Input should be a valid list' }).max(MAX_LINES, `At most ${MAX_LINES} lines at a time`),
  })
  .meta({ id: 'IngredientsRequest' });
export type IngredientsRequest = z.infer<typeof IngredientsRequest>;

/** Per-field confidence from 0 to 1; null where the parser gives none (brute gives none at all). */
export const IngredientConfidence = z
  .object({
    average: z.number().nullable(),
    comment: z.number().nullable(),
    name: z.number().nullable(),
    unit: z.number().nullable(),
    quantity: z.number().nullable(),
    food: z.number().nullable(),
  })
  .meta({ id: 'IngredientConfidence' });
export type IngredientConfidence = z.infer<typeof IngredientConfidence>;

/** A parsed unit that is none of the group's units: `id` is null, so the client can offer to create it. */
export const UnmatchedIngredientUnit = z
  .object({
    /** Always null here; typed as Mealie's optional id. */
    id: z.string().nullable(),
    name: z.string(),
    pluralName: z.string().nullable(),
    description: z.string(),
    extras: z.record(z.string(), z.string()),
    fraction: z.boolean(),
    abbreviation: z.string(),
    pluralAbbreviation: z.string(),
    useAbbreviation: z.boolean(),
    aliases: z.array(z.object({ name: z.string() })),
  })
  .meta({ id: 'CreateIngredientUnit-Output' });

/** A parsed food that is none of the group's foods (`id` null). */
export const UnmatchedIngredientFood = z
  .object({
    /** Always null here; typed as Mealie's optional id. */
    id: z.string().nullable(),
    name: z.string(),
    pluralName: z.string().nullable(),
    description: z.string(),
    extras: z.record(z.string(), z.string()),
    labelId: z.string().nullable(),
    aliases: z.array(z.object({ name: z.string() })),
  })
  .meta({ id: 'CreateIngredientFood-Output' });

export const ParsedRecipeIngredient = z
  .object({
    quantity: z.number().nullable(),
    /** Larder's addition, as on RecipeIngredient: the upper bound of a range, else null. */
    maxQuantity: z.number().nullable(),
    unit: z.union([IngredientUnit, UnmatchedIngredientUnit]).nullable(),
    food: z.union([IngredientFood, UnmatchedIngredientFood]).nullable(),
    note: z.string().nullable(),
    isFood: z.boolean(),
    disableAmount: z.boolean(),
    display: z.string(),
    title: z.string().nullable(),
    originalText: z.string().nullable(),
    referenceId: z.string(),
  })
  .meta({ id: 'ParsedRecipeIngredient' });
export type ParsedRecipeIngredient = z.infer<typeof ParsedRecipeIngredient>;

export const ParsedIngredient = z
  .object({
    input: z.string().nullable(),
    confidence: IngredientConfidence,
    ingredient: ParsedRecipeIngredient,
  })
  .meta({ id: 'ParsedIngredient' });
export type ParsedIngredient = z.infer<typeof ParsedIngredient>;
