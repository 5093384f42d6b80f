import { z } from 'zod';

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
