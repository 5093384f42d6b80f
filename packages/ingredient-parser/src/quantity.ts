import { type Token, wordNumber } from './tokens.ts';
import { lookupUnit } from './units.ts';

export interface Amount {
  quantity: number;
  quantityMax: number | null;
  /** Token span [start, end) of the amount. */
  start: number;
  end: number;
  /** The amount came from digits or a fraction rather than a word. */
  numeric: boolean;
}

// Words joining the bounds of a range in our locales' languages ("2 to 3", "2 bis 3", "2 à 3").
const RANGE_WORDS = new Set([
  '-',
  '–',
  '—',
  '~',
  'to',
  'or',
  'bis',
  'à',
  'a',
  'até',
  'ou',
  'o',
  'do',
  'till',
  'til',
  'tot',
  'of',
  'oder',
  'eller',
]);

function isFraction(tok: Token): boolean {
  return tok.kind === 'num' && tok.value < 1 && /[/⁄½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/.test(tok.text);
}

function numberAt(tokens: Token[], i: number, leading: boolean): number | null {
  const tok = tokens[i];
  if (!tok) return null;
  if (tok.kind === 'num') return Number.isFinite(tok.value) ? tok.value : null;
  if (tok.kind === 'word') return wordNumber(tok.text, leading);
  return null;
}

/** Reads one number at i, joining a mixed number ("1 1/2", "1-1/2"). Returns [value, next index]. */
function readNumber(tokens: Token[], i: number, leading: boolean): [number, number] | null {
  const value = numberAt(tokens, i, leading);
  if (value === null) return null;
  const tok = tokens[i] as Token;
  if (tok.kind === 'num' && Number.isInteger(value)) {
    const next = tokens[i + 1];
    if (next && isFraction(next) && next.start - tok.end <= 1) return [value + next.value, i + 2];
    const after = tokens[i + 2];
    if (next?.text === '-' && after && isFraction(after) && next.start === tok.end) return [value + after.value, i + 3];
  }
  return [value, i + 1];
}

/**
 * Finds the first amount of a line: a number, mixed number, vulgar fraction or number word, with
 * an optional upper bound ("2-3", "2 to 3", "5 or 6"). A leading article counts as one only when a
 * unit follows it ("a pinch", "eine Prise"), so "a few" or "an apple" do not become amounts.
 */
export function findAmount(tokens: Token[]): Amount | null {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    const leading = i === 0;
    if (tok.kind === 'punct') continue;
    // A number word inside a sentence is a pronoun ("if you don't have one") unless it follows
    // "of"/"from" ("juice of one lemon").
    if (tok.kind === 'word' && !leading && !/^(of|from|de|di|von|van|z|av|af)$/i.test(tokens[i - 1]?.text ?? '')) continue;
    const read = readNumber(tokens, i, leading);
    if (!read) continue;
    if (tokens[read[1]]?.text === '%') continue;
    if (tok.kind === 'word' && leading && wordNumber(tok.text, false) === null) {
      const next = tokens[i + 1];
      if (!next || lookupUnit(next.text) === null) continue;
    }
    const [quantity, end] = read;
    const amount: Amount = { quantity, quantityMax: null, start: i, end, numeric: tok.kind === 'num' };
    const joiner = tokens[end];
    if (joiner && RANGE_WORDS.has(joiner.text.toLowerCase())) {
      const upper = readNumber(tokens, end + 1, false);
      if (upper && upper[0] > quantity) {
        amount.quantityMax = upper[0];
        amount.end = upper[1];
      }
    }
    return amount;
  }
  return null;
}
