import { z } from 'zod';

export const ReportCategory = z.enum(['backup', 'restore', 'migration', 'bulk_import']);
export const ReportStatus = z.enum(['in-progress', 'success', 'failure', 'partial']);

export const ReportSummary = z
  .object({
    timestamp: z.string(),
    category: ReportCategory,
    groupId: z.string(),
    name: z.string(),
    status: ReportStatus,
    id: z.string(),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof ReportSummary>;

export const ReportEntryOut = z
  .object({
    reportId: z.string(),
    timestamp: z.string(),
    success: z.boolean(),
    message: z.string(),
    exception: z.string(),
    id: z.string(),
  })
  .meta({ id: 'ReportEntryOut' });

export const ReportOut = ReportSummary.extend({ entries: z.array(ReportEntryOut) }).meta({ id: 'ReportOut' });
export type ReportOut = z.infer<typeof ReportOut>;

export const ReportListQuery = z.object({ report_type: ReportCategory.optional() });
export const ReportIdParams = z.object({ id: z.uuid('Input should be a valid UUID') });
