import { z } from 'zod';
import { UserSummary } from '../users/schemas.js';

/** Request and response shapes of groups and households (reference/api.md §5). */

export const ReadGroupPreferences = z
  .object({ privateGroup: z.boolean(), groupId: z.string(), id: z.string() })
  .meta({ id: 'ReadGroupPreferences' });

export const GroupInDB = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    categories: z.array(z.unknown()),
    webhooks: z.array(z.unknown()),
    households: z.array(z.object({ id: z.string(), name: z.string() })),
    users: z.array(UserSummary),
    preferences: ReadGroupPreferences,
  })
  .meta({ id: 'GroupInDB' });
export type GroupInDB = z.infer<typeof GroupInDB>;

export const GroupBase = z.object({ name: z.string().trim().min(1, 'Name must not be empty').max(255) }).meta({ id: 'GroupBase' });

export const GroupAdminUpdate = z
  .object({
    id: z.string().optional(),
    name: z.string().trim().min(1, 'Name must not be empty').max(255),
    preferences: z.object({ privateGroup: z.boolean() }).partial().nullish(),
  })
  .meta({ id: 'GroupAdminUpdate' });
export type GroupAdminUpdate = z.infer<typeof GroupAdminUpdate>;

export const ReadHouseholdPreferences = z
  .object({
    privateHousehold: z.boolean(),
    lockRecipeEditsFromOtherHouseholds: z.boolean(),
    firstDayOfWeek: z.number().int(),
    recipePublic: z.boolean(),
    recipeShowNutrition: z.boolean(),
    recipeShowAssets: z.boolean(),
    recipeLandscapeView: z.boolean(),
    recipeDisableComments: z.boolean(),
    recipeDisableAmount: z.boolean(),
    id: z.string(),
  })
  .meta({ id: 'ReadHouseholdPreferences' });

/** A household as the group's members and public visitors see it. */
export const HouseholdSummary = z
  .object({
    groupId: z.string(),
    name: z.string(),
    id: z.string(),
    slug: z.string(),
    preferences: ReadHouseholdPreferences.nullable(),
  })
  .meta({ id: 'HouseholdSummary' });
export type HouseholdSummary = z.infer<typeof HouseholdSummary>;

export const HouseholdSlugParams = z.object({ householdSlug: z.string().min(1) });

export const HouseholdInDB = z
  .object({
    groupId: z.string(),
    name: z.string(),
    id: z.string(),
    slug: z.string(),
    preferences: ReadHouseholdPreferences,
    group: z.string(),
    users: z.array(z.object({ id: z.string(), fullName: z.string() })),
    webhooks: z.array(z.unknown()),
  })
  .meta({ id: 'HouseholdInDB' });
export type HouseholdInDB = z.infer<typeof HouseholdInDB>;

export const HouseholdCreate = z
  .object({
    groupId: z.uuid({ message: 'Input should be a valid UUID' }),
    name: z.string().trim().min(1, 'Name must not be empty').max(255),
  })
  .meta({ id: 'HouseholdCreate' });

export const UpdateHouseholdAdmin = z
  .object({
    id: z.string().optional(),
    groupId: z.uuid({ message: 'Input should be a valid UUID' }),
    name: z.string().trim().min(1, 'Name must not be empty').max(255),
    preferences: ReadHouseholdPreferences.omit({ id: true }).partial().nullish(),
  })
  .meta({ id: 'UpdateHouseholdAdmin' });
export type UpdateHouseholdAdmin = z.infer<typeof UpdateHouseholdAdmin>;
