import { z } from 'zod';

export const LABEL_DEFAULT_COLOR = '#959595';

const name = z.string().trim().min(1, 'Name must not be empty').max(255, 'Name must be at most 255 characters');
const color = z.string().trim().max(10, 'Color must be at most 10 characters');

export const MultiPurposeLabelSummary = z
  .object({ name: z.string(), color: z.string(), groupId: z.string(), id: z.string() })
  .meta({ id: 'MultiPurposeLabelSummary' });
export type MultiPurposeLabelSummary = z.infer<typeof MultiPurposeLabelSummary>;

export const MultiPurposeLabelOut = z
  .object({ name: z.string(), color: z.string(), groupId: z.string(), id: z.string() })
  .meta({ id: 'MultiPurposeLabelOut' });
export type MultiPurposeLabelOut = z.infer<typeof MultiPurposeLabelOut>;

export const MultiPurposeLabelCreate = z
  .object({ name, color: color.default(LABEL_DEFAULT_COLOR) })
  .meta({ id: 'MultiPurposeLabelCreate' });
export type MultiPurposeLabelCreate = z.infer<typeof MultiPurposeLabelCreate>;

/** Mealie's update body also carries `id` and `groupId`; the path and the caller decide both. */
export const MultiPurposeLabelUpdate = z
  .object({ name, color: color.optional(), groupId: z.string().optional(), id: z.string().optional() })
  .meta({ id: 'MultiPurposeLabelUpdate' });
export type MultiPurposeLabelUpdate = z.infer<typeof MultiPurposeLabelUpdate>;
