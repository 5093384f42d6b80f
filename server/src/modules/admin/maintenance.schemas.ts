import { z } from 'zod';

/** Shapes of `/api/admin/maintenance[/storage]` (Mealie's `MaintenanceSummary`, `MaintenanceStorageDetails`). */

export const MaintenanceSummary = z
  .object({ dataDirSize: z.string(), cleanableImages: z.number().int(), cleanableDirs: z.number().int() })
  .meta({ id: 'MaintenanceSummary' });
export type MaintenanceSummary = z.infer<typeof MaintenanceSummary>;

export const MaintenanceStorageDetails = z
  .object({
    tempDirSize: z.string(),
    backupsDirSize: z.string(),
    groupsDirSize: z.string(),
    recipesDirSize: z.string(),
    userDirSize: z.string(),
  })
  .meta({ id: 'MaintenanceStorageDetails' });
export type MaintenanceStorageDetails = z.infer<typeof MaintenanceStorageDetails>;
