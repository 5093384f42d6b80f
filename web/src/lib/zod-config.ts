import { z } from 'zod';

// Zod probes `new Function` to compile fast object parsers; the app's CSP forbids eval, and the
// refused probe shows up as a policy violation. Imported first by main.tsx, before any schema is built.
z.config({ jitless: true });
