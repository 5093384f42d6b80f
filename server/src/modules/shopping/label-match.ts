import { normalizeText } from '../../platform/normalize.js';

/**
 * Rule 8e's last step: an item without a label or food takes the label of the group food its text
 * names. Mealie scores a fuzzy ratio (≥ 80) against food names; Larder matches more simply and
 * predictably: a food matches when its normalised name, plural or an alias appears in the item's
 * normalised text as whole words (a trailing plural "s"/"es" on the text's words is ignored), and
 * the longest such name wins.
 */

export interface LabelledFood {
  name: string;
  plural_name: string | null;
  aliases: string[];
  label_id: string | null;
}

const words = (text: string) => normalizeText(text).split(' ').filter(Boolean);
const singular = (word: string) =>
  word.length > 3 && word.endsWith('es') ? word.slice(0, -2) : word.length > 2 && word.endsWith('s') ? word.slice(0, -1) : word;

function contains(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w || singular(haystack[i + j]) === w || singular(haystack[i + j]) === singular(w)))
      return true;
  }
  return false;
}

/** The label of the food that `text` names, or null. */
export function matchFoodLabel(text: string, foods: LabelledFood[]): string | null {
  const haystack = words(text);
  if (haystack.length === 0) return null;
  let best: { length: number; labelId: string } | null = null;
  for (const food of foods) {
    if (!food.label_id) continue;
    for (const name of [food.name, food.plural_name, ...food.aliases]) {
      const needle = words(name ?? '');
      if (!contains(haystack, needle)) continue;
      const length = needle.join(' ').length;
      if (!best || length > best.length) best = { length, labelId: food.label_id };
    }
  }
  return best?.labelId ?? null;
}
