import { z } from 'zod';

/** Mealie's ErrorResponse object, the `detail` of most errors. */
export const ErrorDetail = z.object({
  message: z.string(),
  error: z.boolean().optional(),
  exception: z.string().nullable().optional(),
  /** 413: the limit that was passed, in bytes. */
  maxBytes: z.number().optional(),
  /** A refused outbound address (`exception: "blocked-address"`): the server setting that would allow it. */
  allowedBy: z.string().optional(),
  /** Another app's export sent to the recipe zip import (`exception: "FOREIGN_EXPORT"`): the migration that reads it, or `backup`. */
  migrationType: z.string().optional(),
});

/** FastAPI's 422 list: one item per invalid field. */
export const ValidationIssues = z.array(
  z.object({
    type: z.string(),
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    input: z.unknown(),
    /** Pydantic's context of the issue, e.g. `{max_length: 255}` for `string_too_long`. */
    ctx: z.record(z.string(), z.unknown()).optional(),
  }),
);

/** Mealie's error body: `detail` is a string, an ErrorResponse object, or FastAPI's 422 list. */
export const ErrorBody = z.object({ detail: z.union([z.string(), ErrorDetail, ValidationIssues]) }).meta({ id: 'ErrorBody' });

export const SuccessResponse = z.object({ message: z.string(), error: z.boolean() }).meta({ id: 'SuccessResponse' });
