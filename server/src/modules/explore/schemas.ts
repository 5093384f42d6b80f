import { z } from 'zod';

/** Path parameters of the public explore pages (reference/api.md §4.9). */
export const GroupParams = z.object({ groupSlug: z.string().min(1) });
export const GroupItemParams = GroupParams.extend({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });
export const GroupSlugParams = GroupParams.extend({ slug: z.string().min(1) });
