/** Timestamps are written as ISO strings (UTC) and read back as strings (SQLite) or Dates (PostgreSQL). */
export const nowIso = () => new Date().toISOString();

export function toIso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';
