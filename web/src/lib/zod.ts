import { z } from 'zod';

// Zod probes `new Function` when it builds an object schema, to compile a fast parser; the app's
// CSP forbids eval, and the refused probe shows up as a policy violation. Every module of the app
// takes `z` from here (a test checks), so the setting is in force before any schema is built,
// whatever order the bundler evaluates the chunks in.
z.config({ jitless: true });

/** Any Zod schema, classic (`z`) or Mini (`zm` from lib/zod-mini). */
export type { $ZodType as AnyZodSchema } from 'zod/v4/core';
export { z };
