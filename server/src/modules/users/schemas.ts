import { z } from 'zod';

export const AuthMethod = z.enum(['Mealie', 'LDAP', 'OIDC']);

export const LongLiveTokenOut = z
  .object({
    name: z.string(),
    id: z.number().int(),
    createdAt: z.string().nullable(),
  })
  .meta({ id: 'LongLiveTokenOut' });

export const LongLiveTokenCreateResponse = z
  .object({
    name: z.string(),
    id: z.number().int(),
    createdAt: z.string().nullable(),
    token: z.string(),
  })
  .meta({ id: 'LongLiveTokenCreateResponse' });

export const UserOut = z
  .object({
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    authMethod: AuthMethod,
    admin: z.boolean(),
    group: z.string(),
    household: z.string(),
    advanced: z.boolean(),
    canInvite: z.boolean(),
    canManage: z.boolean(),
    canManageHousehold: z.boolean(),
    canOrganize: z.boolean(),
    groupId: z.string(),
    groupSlug: z.string(),
    householdId: z.string(),
    householdSlug: z.string(),
    tokens: z.array(LongLiveTokenOut),
    cacheKey: z.string(),
  })
  .meta({ id: 'UserOut' });
export type UserOut = z.infer<typeof UserOut>;

export const UserSummary = z
  .object({ id: z.string(), groupId: z.string(), householdId: z.string(), username: z.string(), fullName: z.string() })
  .meta({ id: 'UserSummary' });

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'value is not a valid email address' }));
const username = z.string().trim().min(1, 'Username must not be empty').max(255);
const fullName = z.string().trim().min(1, 'Full name must not be empty').max(255);

/** UserBase: what a user may send about themselves (group and household are names). */
export const UserBase = z
  .object({
    id: z.string().optional(),
    username: username.optional(),
    fullName: fullName.optional(),
    email,
    authMethod: AuthMethod.optional(),
    admin: z.boolean().optional(),
    group: z.string().nullish(),
    household: z.string().nullish(),
    advanced: z.boolean().optional(),
    canInvite: z.boolean().optional(),
    canManage: z.boolean().optional(),
    canManageHousehold: z.boolean().optional(),
    canOrganize: z.boolean().optional(),
  })
  .meta({ id: 'UserBase' });
export type UserBase = z.infer<typeof UserBase>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 258;
export const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const UserIn = UserBase.extend({
  username,
  fullName,
  password,
}).meta({ id: 'UserIn' });
export type UserIn = z.infer<typeof UserIn>;

export const ChangePassword = z.object({ currentPassword: z.string().default(''), newPassword: password }).meta({ id: 'ChangePassword' });

export const CreateToken = z
  .object({ name: z.string().trim().min(1, 'Token name must not be empty').max(255), integrationId: z.string().default('generic') })
  .meta({ id: 'LongLiveTokenIn' });

export const DeleteTokenResponse = z.object({ tokenDelete: z.string() }).meta({ id: 'DeleteTokenResponse' });

export { SuccessResponse } from '../../platform/schemas.js';

export const ForgotPassword = z.object({ email: z.string().trim().toLowerCase() }).meta({ id: 'ForgotPassword' });

export const ResetPassword = z
  .object({ token: z.string().min(1), email: z.string().default(''), password, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { message: 'Passwords do not match', path: ['passwordConfirm'] })
  .meta({ id: 'ResetPassword' });

export const LOCALES = [
  'af-ZA',
  'ar-SA',
  'bg-BG',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-GB',
  'en-US',
  'es-ES',
  'et-EE',
  'fi-FI',
  'fr-BE',
  'fr-CA',
  'fr-FR',
  'gl-ES',
  'he-IL',
  'hr-HR',
  'hu-HU',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-SP',
  'sv-SE',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

export const CreateUserRegistration = z
  .object({
    group: z.string().trim().min(1).max(255).nullish(),
    household: z.string().trim().min(1).max(255).nullish(),
    groupToken: z.string().nullish(),
    email,
    username: username.toLowerCase(),
    fullName,
    password,
    passwordConfirm: z.string(),
    advanced: z.boolean().default(false),
    private: z.boolean().default(false),
    seedData: z.boolean().default(false),
    locale: z.enum(LOCALES).default('en-US'),
  })
  .refine((v) => v.password === v.passwordConfirm, { message: 'Passwords do not match', path: ['passwordConfirm'] })
  .meta({ id: 'CreateUserRegistration' });
export type CreateUserRegistration = z.infer<typeof CreateUserRegistration>;

export const UserIdParams = z.object({ id: z.uuid({ message: 'Input should be a valid UUID' }) });
export const TokenIdParams = z.object({ tokenId: z.coerce.number().int() });
