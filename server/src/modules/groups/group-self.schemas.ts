import { z } from 'zod';
import type { UserSummary } from '../users/schemas.js';
import { ReadGroupPreferences } from './schemas.js';

/** Shapes of `/api/groups/self|members|preferences|storage` (reference/api.md §4.5, §5). */

export const GroupSummary = z
  .object({ name: z.string(), id: z.string(), slug: z.string(), preferences: ReadGroupPreferences.nullable() })
  .meta({ id: 'GroupSummary' });
export type GroupSummary = z.infer<typeof GroupSummary>;

/** Mealie's `UpdateGroupPreferences`: `privateGroup` defaults to true when left out. */
export const UpdateGroupPreferences = z
  .object({ privateGroup: z.boolean({ message: 'Input should be a valid boolean' }).default(true) })
  .meta({ id: 'UpdateGroupPreferences' });
export type UpdateGroupPreferences = z.infer<typeof UpdateGroupPreferences>;

export const GroupStorage = z
  .object({
    usedStorageBytes: z.number().int(),
    usedStorageStr: z.string(),
    totalStorageBytes: z.number().int(),
    totalStorageStr: z.string(),
  })
  .meta({ id: 'GroupStorage' });
export type GroupStorage = z.infer<typeof GroupStorage>;

export const GroupMemberParams = z.object({ usernameOrId: z.string().min(1) });

export type GroupMember = z.infer<typeof UserSummary>;
export type GroupPreferences = z.infer<typeof ReadGroupPreferences>;
