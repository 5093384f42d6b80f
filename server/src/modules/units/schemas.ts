import { z } from 'zod';

const name = z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters');
const text = z.string().trim().max(255);

export const IngredientUnitAlias = z.object({ name: z.string() }).meta({ id: 'IngredientUnitAlias' });

export const IngredientUnit = z
  .object({
    id: z.string(),
    name: z.string(),
    pluralName: z.string().nullable(),
    description: z.string(),
    /** Mealie's schema has these for units but stores neither. */
    extras: z.record(z.string(), z.string()),
    onHand: z.boolean(),
    fraction: z.boolean(),
    abbreviation: z.string(),
    pluralAbbreviation: z.string().nullable(),
    useAbbreviation: z.boolean(),
    aliases: z.array(IngredientUnitAlias),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'IngredientUnit' });
export type IngredientUnit = z.infer<typeof IngredientUnit>;

export const CreateIngredientUnit = z
  .object({
    id: z.string().nullable().optional(),
    name,
    pluralName: text.nullable().optional(),
    description: z.string().nullable().optional(),
    extras: z.record(z.string(), z.unknown()).nullable().optional(),
    onHand: z.boolean().optional(),
    fraction: z.boolean().optional(),
    abbreviation: text.optional(),
    pluralAbbreviation: text.nullable().optional(),
    useAbbreviation: z.boolean().optional(),
    aliases: z.array(z.object({ name })).optional(),
  })
  .meta({ id: 'CreateIngredientUnit' });
export type CreateIngredientUnit = z.infer<typeof CreateIngredientUnit>;

export const MergeUnit = z
  .object({ fromUnit: z.uuid({ message: 'Input should be a valid UUID' }), toUnit: z.uuid({ message: 'Input should be a valid UUID' }) })
  .meta({ id: 'MergeUnit' });
export type MergeUnit = z.infer<typeof MergeUnit>;
