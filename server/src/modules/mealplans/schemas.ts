import { z } from 'zod';
import { PaginationQuery } from '../../platform/pagination.js';
import { QueryFilterJSON } from '../cookbooks/schemas.js';
import { RecipeSummaryOut } from '../recipes/schemas.js';

/** Mealie's meal-plan shapes (reference/api.md §4.6 and §5 "Organising, planning, shopping"), plus Larder's servings, copy and feed. */

/** Mealie's entry types: the first four of 2.0 and the three it added later. */
export const ENTRY_TYPES = ['breakfast', 'lunch', 'dinner', 'side', 'snack', 'drink', 'dessert'] as const;
export const PlanEntryType = z.enum(ENTRY_TYPES, { message: `Input should be one of: ${ENTRY_TYPES.join(', ')}` });
export type PlanEntryType = z.infer<typeof PlanEntryType>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const PlanRulesDay = z.enum([...WEEKDAYS, 'unset'], { message: `Input should be one of: ${WEEKDAYS.join(', ')}, unset` });
export const PlanRulesType = z.enum([...ENTRY_TYPES, 'unset'], { message: `Input should be one of: ${ENTRY_TYPES.join(', ')}, unset` });

/** A calendar date `YYYY-MM-DD` that exists (a datetime is read as its date, as Mealie's model reads it). */
export const PlanDate = z
  .string({ message: 'Input should be a valid date' })
  .transform((v) => v.trim().slice(0, 10))
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, {
    message: 'Input should be a valid date in the format YYYY-MM-DD',
  });

const uuid = () => z.uuid({ message: 'Input should be a valid UUID' });

// ── Entries ───────────────────────────────────────────────────────────────────

export const ReadPlanEntry = z
  .object({
    date: z.string(),
    entryType: PlanEntryType,
    title: z.string(),
    text: z.string(),
    recipeId: z.string().nullable(),
    id: z.number().int(),
    groupId: z.string(),
    userId: z.string(),
    householdId: z.string(),
    recipe: RecipeSummaryOut.nullable(),
    /** Larder: the servings this entry is cooked for; null means the recipe's own. */
    servings: z.number().nullable(),
  })
  .meta({ id: 'ReadPlanEntry' });
export type ReadPlanEntry = z.infer<typeof ReadPlanEntry>;

const entryFields = {
  date: PlanDate,
  entryType: PlanEntryType.default('breakfast'),
  title: z
    .string()
    .max(255, 'Title must be at most 255 characters')
    .nullable()
    .optional()
    .transform((v) => (v ?? '').trim()),
  text: z
    .string()
    .max(20000, 'Note must be at most 20000 characters')
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  recipeId: uuid().nullable().optional(),
  servings: z
    .number({ message: 'Input should be a valid number' })
    .positive('Servings must be greater than 0')
    .max(10000, 'Servings must be at most 10000')
    .nullable()
    .optional(),
};

/** Mealie: a recipe or a non-empty title. */
const recipeOrTitle = (entry: { recipeId?: string | null; title: string }) => Boolean(entry.recipeId) || entry.title !== '';
const RECIPE_OR_TITLE = { message: 'An entry needs a recipe or a title', path: ['title'] };

export const CreatePlanEntry = z.object(entryFields).refine(recipeOrTitle, RECIPE_OR_TITLE).meta({ id: 'CreatePlanEntry' });
export type CreatePlanEntry = z.output<typeof CreatePlanEntry>;

export const UpdatePlanEntry = z
  .object({
    ...entryFields,
    id: z.number().int().optional(),
    groupId: z.string().nullable().optional(),
    userId: z.string().nullable().optional(),
    householdId: z.string().nullable().optional(),
  })
  .refine(recipeOrTitle, RECIPE_OR_TITLE)
  .meta({ id: 'UpdatePlanEntry' });
export type UpdatePlanEntry = z.output<typeof UpdatePlanEntry>;

export const RandomMealPlan = z.object({ date: PlanDate, entryType: PlanEntryType.default('dinner') }).meta({ id: 'CreateRandomEntry' });
export type RandomMealPlan = z.output<typeof RandomMealPlan>;

/** The longest range a copy takes at once (two months of entries). */
export const MAX_COPY_DAYS = 62;

export const CopyPlanRange = z
  .object({ startDate: PlanDate, endDate: PlanDate, targetDate: PlanDate })
  .refine((v) => v.endDate >= v.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] })
  .meta({ id: 'CopyPlanRange' });
export type CopyPlanRange = z.output<typeof CopyPlanRange>;

export const PlanEntriesQuery = PaginationQuery.extend({
  start_date: PlanDate.optional(),
  end_date: PlanDate.optional(),
});
export type PlanEntriesQuery = z.output<typeof PlanEntriesQuery>;

export const PlanEntryIdParams = z.object({
  itemId: z.coerce.number({ message: 'Input should be a valid integer' }).int('Input should be a valid integer'),
});

// ── Rules ─────────────────────────────────────────────────────────────────────

export const PlanRulesOut = z
  .object({
    day: PlanRulesDay,
    entryType: PlanRulesType,
    queryFilterString: z.string(),
    groupId: z.string(),
    householdId: z.string(),
    id: z.string(),
    queryFilter: QueryFilterJSON,
  })
  .meta({ id: 'PlanRulesOut' });
export type PlanRulesOut = z.infer<typeof PlanRulesOut>;

export const PlanRulesCreate = z
  .object({
    day: PlanRulesDay.nullable()
      .optional()
      .transform((v) => v ?? 'unset'),
    entryType: PlanRulesType.nullable()
      .optional()
      .transform((v) => v ?? 'unset'),
    queryFilterString: z
      .string()
      .max(5000, 'The filter must be at most 5000 characters')
      .nullable()
      .optional()
      .transform((v) => (v ?? '').trim()),
    groupId: z.string().nullable().optional(),
    householdId: z.string().nullable().optional(),
  })
  .meta({ id: 'PlanRulesCreate' });
export type PlanRulesCreate = z.output<typeof PlanRulesCreate>;

export const PlanRuleIdParams = z.object({ itemId: uuid() });

// ── Calendar feed ─────────────────────────────────────────────────────────────

export const MealPlanFeed = z
  .object({ url: z.string().nullable().describe('The private iCalendar address of the household plan; null when there is none') })
  .meta({ id: 'MealPlanFeed' });
export type MealPlanFeed = z.infer<typeof MealPlanFeed>;

export const MealPlanFeedParams = z.object({ file: z.string() });
