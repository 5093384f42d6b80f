import { normalizeText } from '../../platform/normalize.js';
import type { Spelling } from './queries.js';

/** Lowest similarity (0–100) for a fuzzy match, as in Mealie: foods need to be closer than units. */
export const FOOD_FUZZY_THRESHOLD = 85;
export const UNIT_FUZZY_THRESHOLD = 70;

/**
 * Similarity of two strings from 0 to 100: twice the longest common subsequence over the total
 * length (the Indel ratio, which is what Mealie's fuzzy matcher scores with).
 */
export function similarity(a: string, b: string): number {
  if (a.length === 0 && b.length === 0) return 100;
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
  }
  return (200 * previous[b.length]) / (a.length + b.length);
}

/** Letter counts of a text (ASCII codes; anything else shares the last slot), for a cheap bound on the similarity. */
function letterCounts(text: string): Uint8Array {
  const counts = new Uint8Array(128);
  for (let i = 0; i < text.length; i++) {
    const code = Math.min(text.charCodeAt(i), 127);
    if (counts[code] < 255) counts[code] += 1;
  }
  return counts;
}

interface Candidate {
  id: string;
  text: string;
  counts: Uint8Array;
}

/** Finds the id of a food or unit from parsed text: an exact normalised spelling first, then the closest one. */
export class SpellingMatcher {
  private readonly exact = new Map<string, string>();
  private readonly candidates: Candidate[] = [];

  constructor(
    spellings: Spelling[],
    private readonly threshold: number,
  ) {
    for (const { id, text } of spellings) {
      if (!text || this.exact.has(text)) continue;
      this.exact.set(text, id);
      this.candidates.push({ id, text, counts: letterCounts(text) });
    }
  }

  /** Whether the text is exactly one of the spellings (no fuzzy matching). */
  knows(text: string): boolean {
    return this.exact.has(normalizeText(text));
  }

  /** The id of the spelling the text is exactly (normalised), without fuzzy matching. */
  exactMatch(text: string): string | null {
    return this.exact.get(normalizeText(text)) ?? null;
  }

  match(text: string): string | null {
    const wanted = normalizeText(text);
    if (!wanted) return null;
    const exact = this.exact.get(wanted);
    if (exact) return exact;
    const counts = letterCounts(wanted);
    const letters = [...new Set(Array.from(wanted, (ch) => Math.min(ch.charCodeAt(0), 127)))];
    let bestId: string | null = null;
    let bestScore = this.threshold;
    for (const candidate of this.candidates) {
      const total = candidate.text.length + wanted.length;
      // Two cheap upper bounds on the score first (the common subsequence can be no longer than
      // the shorter text, nor than the letters both share); the full comparison runs on few.
      if ((200 * Math.min(candidate.text.length, wanted.length)) / total < bestScore) continue;
      let shared = 0;
      for (const code of letters) shared += Math.min(counts[code], candidate.counts[code]);
      if ((200 * shared) / total < bestScore) continue;
      const score = similarity(wanted, candidate.text);
      if (score > bestScore || (score === bestScore && bestId === null)) {
        bestId = candidate.id;
        bestScore = score;
      }
    }
    return bestId;
  }
}
