// Ingredient lines as Mealie stores them: the text kept whole, group headings moved onto the
// first line of their group as its title.
import { cleanText } from './text.ts';
import type { Ingredient } from './types.ts';

type Node = Record<string, unknown>;

// An amount on its own ("98", "40 g", "3 Stk."): half of an ingredient whose amount and name
// sit in separate blocks.
export const AMOUNT_ONLY = /^[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅙][\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅙\s.,/-]*(?:\s*\p{L}{1,8}\.?)?$/u;
export const AMOUNT_START = /^[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅙]/;

// A spelt-out amount or a measure word opening a line, in the languages whose headings the
// reader knows ("two eggs", "a pinch of salt", "une pincée de sel", "eine Prise Salz").
const WORD_AMOUNT =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|a (?:pinch|handful|dash|splash|few|couple|knob|sprig|bunch|small|large|medium)|pinch|handful|une?|deux|trois|quatre|une pincée|ein(?:e|en)?|zwei|drei|vier|fünf|eine prise|un[oa]?|dos|tres|cuatro|due|tre|quattro|een|twee|drie|jeden|jedna|dwa|dwie|trzy|szczypta)\s/i;

// "1. Preheat", "2- Ajoutez", "3) Bake": a step number, not an amount.
export const NUMBERED_STEP = /^\d{1,2}\s*[.)\-–:]\s*\p{L}/u;

/** A line that reads as an ingredient: it opens with an amount, in figures or (short) in words. */
export function isAmountLine(line: string): boolean {
  // A bullet or check box drawn as a character ("▢ 8 ounces cream cheese") goes before the amount.
  const text = line.replace(/^[^\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞⅕⅙(]+/u, '');
  if (NUMBERED_STEP.test(text)) return false;
  return AMOUNT_START.test(text) || (text.length <= 80 && WORD_AMOUNT.test(text));
}

/**
 * Joins amounts printed apart from their food: "40 g" + "bacon" → "40 g bacon"; when the food
 * comes first ("Pak choi", "3 pcs"), the amount still leads the joined line.
 */
export function pairAmounts(items: Ingredient[]): Ingredient[] {
  const amounts = items.filter((i) => AMOUNT_ONLY.test(i.note)).length;
  if (amounts === 0 || amounts < items.length * 0.3) return joinAsides(items);
  const foodFirst = items.length > 1 && !AMOUNT_ONLY.test(items[0].note) && AMOUNT_ONLY.test(items[1].note);
  const out: Ingredient[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const next = items[i + 1];
    const pair = foodFirst
      ? next && !AMOUNT_ONLY.test(item.note) && AMOUNT_ONLY.test(next.note)
      : next && AMOUNT_ONLY.test(item.note) && !AMOUNT_ONLY.test(next.note);
    if (!pair) {
      out.push(item);
      continue;
    }
    const text = foodFirst ? `${next.note} ${item.note}` : `${item.note} ${next.note}`;
    const title = item.title ?? next.title;
    out.push(title ? { title, note: text, originalText: text } : { note: text, originalText: text });
    i++;
  }
  return joinAsides(out);
}

/** A line that is only an aside ("(40 g pack)") belongs to the ingredient above it. */
function joinAsides(items: Ingredient[]): Ingredient[] {
  const out: Ingredient[] = [];
  for (const item of items) {
    const prev = out[out.length - 1];
    if (prev && /^\(.*\)$/.test(item.note) && !item.title) {
      const text = `${prev.note} ${item.note}`;
      out[out.length - 1] = { ...prev, note: text, originalText: text };
    } else out.push(item);
  }
  return out;
}

// "For the dough", "Für den Teig", "Pour la sauce", "Voor de saus": a group name, not a food.
const GROUP_OPENER =
  /^(?:for the|for|für den|für die|für das|für|pour la|pour le|pour les|pour l'|pour|voor de|voor het|til|per il|per la|per|para el|para la|para)\s/i;

/** A short line without amounts that ends in a colon, names a group ("For the sauce") or shouts ("DOUGH"). */
export function isGroupHeading(line: string): boolean {
  if (/\d/.test(line) || line.length > 50) return false;
  if (/[:：]$/.test(line)) return true;
  const words = line.split(/\s+/);
  if (words.length <= 5 && GROUP_OPENER.test(line) && !/[,;]/.test(line)) return true;
  return words.length <= 3 && /\p{Lu}{3}/u.test(line) && line === line.toUpperCase();
}

/** A short line ending in a colon ("For the sauce:") heads the ingredient lines after it. */
export function groupIngredients(lines: string[]): Ingredient[] {
  const out: Ingredient[] = [];
  let title: string | undefined;
  for (const line of lines) {
    if (isGroupHeading(line)) {
      title = line.replace(/[:：]$/, '').trim();
      continue;
    }
    out.push(title ? { title, note: line, originalText: line } : { note: line, originalText: line });
    title = undefined;
  }
  return out;
}

export function ingredientLines(value: unknown): Ingredient[] {
  const lines: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') visit((v as Node).text ?? (v as Node).name ?? '');
    else
      for (const line of cleanText(v, true).split('\n')) {
        const text = line.trim();
        if (text) lines.push(text);
      }
  };
  visit(value);
  return groupIngredients(lines);
}

const UNIT_WORD =
  /^(?:g|gr|kg|mg|ml|cl|dl|l|oz|fl|lbs?|cups?|c|tbsps?|tsps?|tablespoons?|teaspoons?|pounds?|ounces?|grams?|inch(?:es)?|cm|mm|pints?|quarts?)$/;

/** An ingredient line without its amounts and units: "250g plain flour" and "8.8oz plain flour" agree. */
function foodKey(line: string): string {
  return line
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !/\d/.test(w) && !UNIT_WORD.test(w))
    .join(' ');
}

/**
 * Pages printing the list in metric and in US measures ("US" / "Metric" tabs) give it twice; the
 * first copy is kept, with a one-word tab label before it dropped.
 */
export function dropParallelCopy(items: Ingredient[]): Ingredient[] {
  const start = items.length > 4 && items[0].note.split(/\s+/).length === 1 && !AMOUNT_START.test(items[0].note) ? 1 : 0;
  for (let half = 2; start + half * 2 <= items.length; half++) {
    let same = 0;
    let differs = false;
    for (let i = 0; i < half; i++) {
      const a = items[start + i].note;
      const b = items[start + half + i].note;
      if (foodKey(a) === foodKey(b) && foodKey(a)) same++;
      if (a !== b) differs = true;
    }
    if (differs && same >= half * 0.8 && half >= 3) {
      const first = items.slice(start, start + half);
      if (start === 1 && !first[0].title) first[0] = { ...first[0], title: items[0].note };
      return [...first, ...items.slice(start + half * 2)];
    }
  }
  return items;
}
