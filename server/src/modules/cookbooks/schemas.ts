import { z } from 'zod';
import { RecipeSummaryOut } from '../recipes/schemas.js';

/** Mealie's cookbook shapes (reference/api.md §5 "Organising"). */

const RELATIONAL_OPERATORS = ['=', '<>', '>', '<', '>=', '<=', 'IS', 'IS NOT', 'IN', 'NOT IN', 'CONTAINS ALL', 'LIKE', 'NOT LIKE'] as const;

export const QueryFilterJSONPart = z
  .object({
    leftParenthesis: z.string().nullable(),
    rightParenthesis: z.string().nullable(),
    logicalOperator: z.enum(['AND', 'OR']).nullable(),
    attributeName: z.string().nullable(),
    relationalOperator: z.enum(RELATIONAL_OPERATORS).nullable(),
    value: z.union([z.string(), z.array(z.string())]).nullable(),
  })
  .meta({ id: 'QueryFilterJSONPart' });

export const QueryFilterJSON = z.object({ parts: z.array(QueryFilterJSONPart) }).meta({ id: 'QueryFilterJSON' });

export const ReadCookBook = z
  .object({
    name: z.string(),
    description: z.string(),
    slug: z.string(),
    position: z.number().int(),
    public: z.boolean(),
    queryFilterString: z.string(),
    groupId: z.string(),
    householdId: z.string(),
    id: z.string(),
    queryFilter: QueryFilterJSON,
  })
  .meta({ id: 'ReadCookBook' });
export type ReadCookBook = z.infer<typeof ReadCookBook>;

export const RecipeCookBook = ReadCookBook.extend({ recipes: z.array(RecipeSummaryOut) }).meta({ id: 'RecipeCookBook' });
export type RecipeCookBook = z.infer<typeof RecipeCookBook>;

/** The slug is always derived from the name (as Mealie does); a sent slug is ignored. */
export const CreateCookBook = z
  .object({
    name: z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters'),
    description: z
      .string()
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    slug: z.string().nullable().optional(),
    position: z.number().int().default(1),
    public: z.boolean().default(false),
    queryFilterString: z
      .string()
      .nullable()
      .optional()
      .transform((v) => (v ?? '').trim()),
  })
  .meta({ id: 'CreateCookBook' });
export type CreateCookBook = z.output<typeof CreateCookBook>;

export const UpdateCookBook = CreateCookBook.extend({
  id: z.uuid({ message: 'Input should be a valid UUID' }),
  groupId: z.string().nullable().optional(),
  householdId: z.string().nullable().optional(),
}).meta({ id: 'UpdateCookBook' });
export type UpdateCookBook = z.output<typeof UpdateCookBook>;

export const CookbookIdParams = z.object({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });
export const CookbookIdOrSlugParams = z.object({ itemId: z.string().min(1) });
