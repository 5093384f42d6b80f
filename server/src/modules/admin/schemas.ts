import { z } from 'zod';
import { UserSummary } from '../users/schemas.js';

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

export const ItemIdParams = z.object({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });

export const UnlockQuery = z.object({
  force: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});
export const UnlockResponse = z.object({ unlocked: z.number().int() }).meta({ id: 'UnlockResults' });

export const ForgotPasswordAdmin = z.object({ email: z.string().trim().toLowerCase() }).meta({ id: 'ForgotPassword' });
export const PasswordResetToken = z.object({ token: z.string() }).meta({ id: 'PasswordResetToken' });
