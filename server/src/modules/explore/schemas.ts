import { z } from 'zod';
import { ReadHouseholdPreferences } from '../admin/schemas.js';

/** Shapes of the public explore pages (reference/api.md §4.9). */

export const HouseholdSummary = z
  .object({
    groupId: z.string(),
    name: z.string(),
    id: z.string(),
    slug: z.string(),
    preferences: ReadHouseholdPreferences.nullable(),
  })
  .meta({ id: 'HouseholdSummary' });
export type HouseholdSummary = z.infer<typeof HouseholdSummary>;

export const GroupParams = z.object({ groupSlug: z.string().min(1) });
export const GroupItemParams = GroupParams.extend({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });
export const GroupSlugParams = GroupParams.extend({ slug: z.string().min(1) });
