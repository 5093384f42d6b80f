import { normalizeText } from '../../../platform/normalize.js';

/** Search words of a text: transliterated, lower-cased, split on anything that is not a letter or digit. */
export function searchTerms(text: string | null | undefined): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** Stored form of a field: its words, space-separated. */
export function docText(...parts: (string | null | undefined)[]): string {
  return parts.flatMap((p) => searchTerms(p)).join(' ');
}

/** One search word as matched: the word itself, its typo variants, and a prefix when it is being typed. */
export interface TermMatch {
  term: string;
  variants: string[];
  prefix: boolean;
}
