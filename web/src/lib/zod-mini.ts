import * as zm from 'zod/mini';

// Zod Mini: the same checks as lib/zod, tree-shaken, for the few schemas on a page that must load
// fast (the sign-in form), so that the page does not pull the whole of Zod. Its eval probe is
// turned off here as lib/zod does (the setting is shared by both).
zm.config({ jitless: true });

export { zm };
