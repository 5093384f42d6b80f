import { z } from 'zod';

/** Shapes of `/api/admin/email` (Mealie's `EmailReady`, `EmailTest`, `EmailSuccess`). */

export const EmailReady = z.object({ ready: z.boolean() }).meta({ id: 'EmailReady' });

export const EmailTest = z.object({ email: z.string().trim().min(1, 'Field required') }).meta({ id: 'EmailTest' });

export const EmailSuccess = z.object({ success: z.boolean(), error: z.string().nullable() }).meta({ id: 'EmailSuccess' });
export type EmailSuccess = z.infer<typeof EmailSuccess>;
