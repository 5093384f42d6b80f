import type { UserRegistration } from '../../../api/users/register-user';
import { newPasswordSchema } from '../../../api/users/update-password';
import { z } from '../../../lib/zod';

export const joinStepSchema = z.object({
  groupToken: z.string().trim().min(1, 'common.validation.required'),
});

export const groupStepSchema = z.object({
  group: z.string().trim().min(1, 'common.validation.required'),
  private: z.boolean(),
  seedData: z.boolean(),
});

export const accountStepSchema = z
  .object({
    username: z.string().trim().min(1, 'common.validation.required'),
    fullName: z.string().trim().min(1, 'common.validation.required'),
    email: z.email('common.validation.email'),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
    advanced: z.boolean(),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'common.validation.passwordsMatch',
  });

export type JoinStepInput = z.infer<typeof joinStepSchema>;
export type GroupStepInput = z.infer<typeof groupStepSchema>;
export type AccountStepInput = z.infer<typeof accountStepSchema>;

export type RegistrationMode = 'join' | 'create';

export interface RegistrationDraft {
  mode: RegistrationMode;
  join: JoinStepInput;
  group: GroupStepInput;
  account: AccountStepInput;
}

export const emptyRegistrationDraft: RegistrationDraft = {
  mode: 'create',
  join: { groupToken: '' },
  group: { group: '', private: false, seedData: true },
  account: { username: '', fullName: '', email: '', password: '', passwordConfirm: '', advanced: false },
};

/** The body of `POST /api/users/register`: group fields when creating, the token when joining. */
export function toRegistration(draft: RegistrationDraft, locale: UserRegistration['locale']): UserRegistration {
  const { username, fullName, email, password, passwordConfirm, advanced } = draft.account;
  const common = { username, fullName, email, password, passwordConfirm, advanced, locale };
  if (draft.mode === 'join') return { ...common, groupToken: draft.join.groupToken, private: false, seedData: false };
  return { ...common, group: draft.group.group, private: draft.group.private, seedData: draft.group.seedData };
}
