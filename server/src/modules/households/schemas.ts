import { z } from 'zod';
import { ReadHouseholdPreferences } from '../admin/schemas.js';

/** A household as the group's members and public visitors see it (reference/api.md §5). */
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

export const HouseholdSlugParams = z.object({ householdSlug: z.string().min(1) });
