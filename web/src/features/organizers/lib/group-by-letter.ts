export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Items under A–Z headings (screens.md §3.8), letters compared without accents so "Éclair"
 * files under E; names starting with a digit or sign go under "#".
 */
export function groupByLetter<T extends { name: string }>(items: readonly T[], locale?: string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
  for (const item of sorted) {
    const first = item.name.trim().charAt(0).normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase(locale);
    const letter = /\p{L}/u.test(first) ? first : '#';
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()].map(([letter, grouped]) => ({ letter, items: grouped }));
}

/** Tolerant name matching: case and accents ignored, every typed word must appear. */
export function matchesSearch(name: string, search: string): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = fold(name);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
