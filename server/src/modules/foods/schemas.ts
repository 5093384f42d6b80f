import { z } from 'zod';
import { MultiPurposeLabelSummary } from '../labels/schemas.js';

const name = z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters');
const optionalText = z.string().trim().max(255).nullable().optional();

export const IngredientFoodAlias = z.object({ name: z.string() }).meta({ id: 'IngredientFoodAlias' });
const aliasInput = z.object({ name });

/** Extras are stored as text; the service keeps other JSON values as their JSON text. */
export const ExtrasInput = z.record(z.string(), z.unknown()).nullable().optional();

export const IngredientFood = z
  .object({
    id: z.string(),
    name: z.string(),
    pluralName: z.string().nullable(),
    description: z.string(),
    extras: z.record(z.string(), z.string()),
    /** The caller's household has it on hand. */
    onHand: z.boolean(),
    labelId: z.string().nullable(),
    label: MultiPurposeLabelSummary.nullable(),
    aliases: z.array(IngredientFoodAlias),
    /** Slugs of the group's households that have it on hand. */
    householdsWithIngredientFood: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'IngredientFood' });
export type IngredientFood = z.infer<typeof IngredientFood>;

/**
 * Create and update body. `onHand` sets or clears the caller's household; newer Mealie clients send
 * `householdsWithIngredientFood` instead, which is read the same way for the caller's household.
 */
export const CreateIngredientFood = z
  .object({
    id: z.string().nullable().optional(),
    name,
    pluralName: optionalText,
    description: z.string().nullable().optional(),
    extras: ExtrasInput,
    onHand: z.boolean().optional(),
    labelId: z.uuid({ message: 'Input should be a valid UUID' }).nullable().optional(),
    aliases: z.array(aliasInput).optional(),
    householdsWithIngredientFood: z.array(z.string()).optional(),
  })
  .meta({ id: 'CreateIngredientFood' });
export type CreateIngredientFood = z.infer<typeof CreateIngredientFood>;

export const MergeFood = z
  .object({ fromFood: z.uuid({ message: 'Input should be a valid UUID' }), toFood: z.uuid({ message: 'Input should be a valid UUID' }) })
  .meta({ id: 'MergeFood' });
export type MergeFood = z.infer<typeof MergeFood>;
