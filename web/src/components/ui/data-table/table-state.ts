/** A value a column sorts by; `null` sorts last whichever the direction. */
export type SortValue = string | number | boolean | null | undefined;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function compareSortValues(a: SortValue, b: SortValue): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/** Sorts a copy; missing values stay at the end in both directions. */
export function sortRows<T>(rows: readonly T[], sortValue: (row: T) => SortValue, direction: SortDirection): T[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left);
    const b = sortValue(right);
    const aMissing = a === null || a === undefined || a === '';
    const bMissing = b === null || b === undefined || b === '';
    if (aMissing || bMissing) return compareSortValues(a, b);
    return factor * compareSortValues(a, b);
  });
}

/** Case- and accent-insensitive; every word of the query must occur somewhere in the text. */
export function matchesSearch(text: string, query: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
