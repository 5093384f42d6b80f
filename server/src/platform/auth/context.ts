import type { MemberScope } from '../access.js';

/**
 * Who is calling: a signed-in member (session or API token). It carries ids and permission flags
 * only, never the user row (no password hash, no e-mail); services read what else they need.
 */
export type AuthContext = MemberScope;

export { memberScope as authContextFor } from '../access.js';
