import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../config/constants';
import { z } from '../../../lib/zod';

export const setupAccountSchema = z
  .object({
    fullName: z.string().trim().min(1, 'common.validation.required'),
    username: z.string().trim().min(1, 'common.validation.required'),
    email: z.email('common.validation.email'),
    currentPassword: z.string().min(1, 'common.validation.required'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'common.validation.passwordLength')
      .max(PASSWORD_MAX_LENGTH, 'common.validation.passwordLength'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'common.validation.passwordsMatch',
  });

export const setupSiteSchema = z.object({
  siteName: z.string().trim().min(1, 'common.validation.required').max(100, 'common.validation.tooLong'),
  publicRecipes: z.boolean(),
});

export const setupSeedSchema = z.object({
  seedFoods: z.boolean(),
  seedUnits: z.boolean(),
  seedLabels: z.boolean(),
});

export type SetupAccountInput = z.infer<typeof setupAccountSchema>;
export type SetupSiteInput = z.infer<typeof setupSiteSchema>;
export type SetupSeedInput = z.infer<typeof setupSeedSchema>;
export type SetupValues = SetupAccountInput & SetupSiteInput & SetupSeedInput;

export type SeedKind = 'foods' | 'units' | 'labels';
export type SetupPart = 'password' | 'account' | 'siteSettings' | 'group' | 'household' | SeedKind;

const SEED_CHOICES: [SeedKind, keyof SetupSeedInput][] = [
  ['foods', 'seedFoods'],
  ['units', 'seedUnits'],
  ['labels', 'seedLabels'],
];

/** The calls the wizard's confirm step makes; the route supplies them from each feature's API. */
export interface SetupActions {
  updatePassword: (body: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  updateAccount: (identity: { username: string; fullName: string; email: string }) => Promise<unknown>;
  updateSiteSettings: (body: { siteName: string; setupCompleted: true }) => Promise<unknown>;
  updateGroupPrivacy: (recipesPublic: boolean) => Promise<unknown>;
  updateHouseholdPrivacy: (recipesPublic: boolean) => Promise<unknown>;
  /** Adds the starter foods, units or labels of the chosen language to the group. */
  seedData: (kind: SeedKind) => Promise<unknown>;
}

/**
 * Applies the wizard: the password first (it proves the admin knows the seeded one), then the
 * identity, then site name, group, household and the chosen starter data together. Returns the
 * parts that failed; a failed password stops everything else.
 */
export async function completeSetup(values: SetupValues, actions: SetupActions): Promise<SetupPart[]> {
  try {
    await actions.updatePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  } catch {
    return ['password'];
  }
  const failed: SetupPart[] = [];
  try {
    await actions.updateAccount({ username: values.username, fullName: values.fullName, email: values.email });
  } catch {
    failed.push('account');
  }
  const rest: [SetupPart, () => Promise<unknown>][] = [
    ['siteSettings', () => actions.updateSiteSettings({ siteName: values.siteName, setupCompleted: true })],
    ['group', () => actions.updateGroupPrivacy(values.publicRecipes)],
    ['household', () => actions.updateHouseholdPrivacy(values.publicRecipes)],
    ...SEED_CHOICES.filter(([, field]) => values[field]).map(([kind]): [SetupPart, () => Promise<unknown>] => [
      kind,
      () => actions.seedData(kind),
    ]),
  ];
  const results = await Promise.allSettled(rest.map(([, run]) => run()));
  results.forEach((result, index) => {
    const part = rest[index]?.[0];
    if (result.status === 'rejected' && part) failed.push(part);
  });
  return failed;
}

/** What the group holds when the wizard opens: set-up may have been completed before. */
export interface SetupExisting {
  setupCompleted: boolean;
  foods: number;
  units: number;
  labels: number;
}
