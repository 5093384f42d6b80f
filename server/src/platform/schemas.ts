import { z } from 'zod';

/** Mealie's error body: `detail` is a string, an ErrorResponse object, or FastAPI's 422 list. */
export const ErrorBody = z
  .object({
    detail: z.union([
      z.string(),
      z.object({ message: z.string(), error: z.boolean().optional(), exception: z.string().nullable().optional() }),
      z.array(z.object({ type: z.string(), loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), input: z.unknown() })),
    ]),
  })
  .meta({ id: 'ErrorBody' });

export const SuccessResponse = z.object({ message: z.string(), error: z.boolean() }).meta({ id: 'SuccessResponse' });
