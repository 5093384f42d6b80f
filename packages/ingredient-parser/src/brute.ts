import type { ParsedIngredient } from './parse.ts';
import { findAmount } from './quantity.ts';
import { type Token, tokenize } from './tokens.ts';
import { lookupUnit } from './units.ts';

/** A line split by fixed rules: no model, so no confidence. */
export type RuleParsedIngredient = Omit<ParsedIngredient, 'confidence'>;

export interface RuleParseOptions {
  /**
   * Extra unit spellings (a group's own units, in any language): the word after the amount is a
   * unit when the built-in lexicon or this function knows it. Such a unit is reported as written,
   * so that it can be matched back to the caller's unit.
   */
  isUnit?: (word: string) => boolean;
}

// Words linking a unit to its food ("2 cups of flour", "1 kg de farine", "200 g di farina"); in
// lower case only, since a capital marks a name ("1 package Du Village cheese").
const LINK_WORDS = /^(of|de|di|du|des|von|van|z|av|af|d['’])$/;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '')
    .trim();

/** Splits text into its parenthesised parts and the rest. */
function splitParentheses(text: string): { outside: string; inside: string[] } {
  const inside: string[] = [];
  let outside = '';
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') {
      if (depth > 0) current += ch;
      depth += 1;
    } else if (ch === ')' && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        inside.push(current);
        current = '';
        outside += ' ';
      } else current += ch;
    } else if (depth > 0) current += ch;
    else outside += ch;
  }
  // An unclosed parenthesis keeps its text as a note.
  if (current) inside.push(current);
  return { outside, inside };
}

/**
 * The rule-based ("brute force") parse: a leading amount, then a unit if the next word is one,
 * then the food up to the first comma; text after the comma and text in parentheses is the note.
 * Predictable where the tagger guesses, and blind to anything the rules do not cover.
 */
export function parseIngredientRules(text: string, options: RuleParseOptions = {}): RuleParsedIngredient {
  const tokens = tokenize(text);
  let i = tokens.findIndex((t) => t.kind !== 'punct');
  if (i < 0) return { quantity: null, quantityMax: null, unit: null, food: null, note: tidy(text) };

  const notes: string[] = [];
  const amount = findAmount(tokens);
  const leading = amount !== null && amount.start === i;
  if (leading) i = amount.end;

  // A size between the amount and the unit, "1 (14 oz) can tomatoes", is a note.
  if (leading && tokens[i]?.text === '(') {
    const close = tokens.findIndex((t, k) => k > i && t.text === ')');
    if (close > i) {
      notes.push(tidy(text.slice((tokens[i] as Token).end, (tokens[close] as Token).start)));
      i = close + 1;
    }
  }

  let unit: string | null = null;
  let unitText = '';
  const word = tokens[i];
  if (leading && word?.kind === 'word') {
    const own = options.isUnit?.(word.text) ?? false;
    const known = own ? null : lookupUnit(word.text);
    if (own || known) {
      unit = own ? word.text : known;
      unitText = word.text;
      i += 1;
      const link = tokens[i];
      if (link && LINK_WORDS.test(link.text) && tokens[i + 1]) i += 1;
    }
  }

  const rest = i < tokens.length ? text.slice((tokens[i] as Token).start) : '';
  const { outside, inside } = splitParentheses(rest);
  const comma = outside.search(/[,;]/);
  const foodText = tidy(comma >= 0 ? outside.slice(0, comma) : outside);
  if (comma >= 0) notes.push(tidy(outside.slice(comma + 1)));
  notes.push(...inside.map(tidy));

  return {
    quantity: leading ? Math.round(amount.quantity * 1000) / 1000 : null,
    quantityMax: leading && amount.quantityMax !== null ? Math.round(amount.quantityMax * 1000) / 1000 : null,
    unit: unit ? { name: unit, text: unitText } : null,
    food: foodText ? { name: foodText } : null,
    note: notes.filter(Boolean).join(', '),
  };
}
