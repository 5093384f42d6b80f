import { z } from 'zod';

export const SeederConfig = z.object({ locale: z.string().trim().min(1, 'Locale must not be empty').max(16) }).meta({ id: 'SeederConfig' });
export type SeederConfig = z.infer<typeof SeederConfig>;
