import { z } from 'zod';
import { ReadHouseholdPreferences } from './schemas.js';

/** Request and response shapes of the caller's own household (reference/api.md §4.6, §5). */

export { ReadHouseholdPreferences };

/** A full replacement of the preferences; omitted fields take Mealie's defaults. */
export const UpdateHouseholdPreferences = z
  .object({
    privateHousehold: z.boolean().default(true),
    lockRecipeEditsFromOtherHouseholds: z.boolean().default(true),
    firstDayOfWeek: z.number().int().min(0, 'firstDayOfWeek is 0 (Sunday) to 6').max(6, 'firstDayOfWeek is 0 (Sunday) to 6').default(0),
    recipePublic: z.boolean().default(true),
    recipeShowNutrition: z.boolean().default(false),
    recipeShowAssets: z.boolean().default(false),
    recipeLandscapeView: z.boolean().default(false),
    recipeDisableComments: z.boolean().default(false),
    recipeDisableAmount: z.boolean().default(true),
  })
  .meta({ id: 'UpdateHouseholdPreferences' });
export type UpdateHouseholdPreferences = z.infer<typeof UpdateHouseholdPreferences>;

export const SetPermissions = z
  .object({
    userId: z.uuid({ message: 'Input should be a valid UUID' }),
    canManageHousehold: z.boolean().default(false),
    canManage: z.boolean().default(false),
    canInvite: z.boolean().default(false),
    canOrganize: z.boolean().default(false),
  })
  .meta({ id: 'SetPermissions' });
export type SetPermissions = z.infer<typeof SetPermissions>;

export const HouseholdStatistics = z
  .object({
    totalRecipes: z.number().int(),
    totalUsers: z.number().int(),
    totalCategories: z.number().int(),
    totalTags: z.number().int(),
    totalTools: z.number().int(),
  })
  .meta({ id: 'HouseholdStatistics' });
export type HouseholdStatistics = z.infer<typeof HouseholdStatistics>;

export const CreateInviteToken = z
  .object({ uses: z.number().int().min(1, 'uses must be at least 1').max(10_000, 'uses must be at most 10000') })
  .meta({ id: 'CreateInviteToken' });

export const ReadInviteToken = z
  .object({ token: z.string(), usesLeft: z.number().int(), groupId: z.string(), householdId: z.string() })
  .meta({ id: 'ReadInviteToken' });
export type ReadInviteToken = z.infer<typeof ReadInviteToken>;

export const EmailInvitation = z
  .object({
    email: z
      .string()
      .trim()
      .pipe(z.email({ message: 'value is not a valid email address' })),
    token: z.string().min(1, 'token must not be empty'),
  })
  .meta({ id: 'EmailInvitation' });
export type EmailInvitation = z.infer<typeof EmailInvitation>;

// Mealie's schema name keeps its typo.
export const EmailInitationResponse = z
  .object({ success: z.boolean(), error: z.string().nullable() })
  .meta({ id: 'EmailInitationResponse' });
export type EmailInitationResponse = z.infer<typeof EmailInitationResponse>;
