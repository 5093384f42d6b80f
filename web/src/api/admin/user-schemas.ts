import { z } from '../../lib/zod';

/** The flags an administrator sets on an account (Mealie's UserIn). */
const flags = {
  admin: z.boolean(),
  canInvite: z.boolean(),
  canManage: z.boolean(),
  canOrganize: z.boolean(),
  canManageHousehold: z.boolean(),
  advanced: z.boolean(),
};

const account = {
  group: z.string().min(1, 'common.validation.required'),
  household: z.string().min(1, 'common.validation.required'),
  username: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  fullName: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  email: z.string().trim().email('common.validation.email'),
};

export const userCreateSchema = z.object({
  ...account,
  password: z.string().min(8, 'common.validation.passwordLength').max(258, 'common.validation.passwordLength'),
  ...flags,
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({ ...account, ...flags });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const USER_FLAGS = ['admin', 'canInvite', 'canManage', 'canOrganize', 'canManageHousehold', 'advanced'] as const;
export type UserFlag = (typeof USER_FLAGS)[number];
