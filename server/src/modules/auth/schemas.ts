import { z } from 'zod';

const formBoolean = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || (typeof v === 'string' && ['true', '1', 'on', 'yes'].includes(v.toLowerCase())));

/** Form-encoded (OAuth2 password flow, as Mealie's clients send it) or JSON. */
export const TokenRequest = z
  .object({
    username: z.string().min(1, 'Field required'),
    password: z.string().min(1, 'Field required'),
    remember_me: formBoolean,
    rememberMe: formBoolean,
  })
  .meta({ id: 'Body_get_token_api_auth_token_post' });

export const TokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') }).meta({ id: 'MealieAuthToken' });

export const MessageResponse = z.object({ message: z.string() });
