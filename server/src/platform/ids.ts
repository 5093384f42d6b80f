/**
 * The one UUID check. Ids are stored in their canonical form (lower case, with dashes); a client
 * may write one as Python's `UUID()` reads it (any case, dashes optional), as Mealie accepts.
 */
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LENIENT = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Whether `value` is a UUID written with its dashes (any case): what a path or file name may hold. */
export const isUuid = (value: string): boolean => CANONICAL.test(value);

/** The stored form of a UUID a client wrote (dashes optional, any case), or null when it is none. */
export function canonicalUuid(value: string): string | null {
  if (!LENIENT.test(value)) return null;
  const hex = value.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
