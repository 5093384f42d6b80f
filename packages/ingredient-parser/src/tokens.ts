import { lookupUnit, MAX_UNIT_WORDS, startsUnitPhrase } from './units.ts';

export type TokenKind = 'num' | 'word' | 'punct';

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: TokenKind;
  /** Numeric value of a number token. */
  value: number;
}

const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};
const V = Object.keys(VULGAR).join('');

// Fractions come first so that "1/2" is one token; a vulgar fraction may be glued to its whole
// part ("1½"); "1,5" is a decimal comma, "1,000" a thousands separator.
const TOKEN_RE = new RegExp(
  [
    '\\d+\\s?[/⁄]\\s?\\d+',
    `\\d+(?:[.,]\\d+)?\\s?[${V}]`,
    '\\d+(?:[.,]\\d+)?',
    `[${V}]`,
    '\\.\\d+',
    // French and Italian elision ("d'huile", "l'olio") splits off the article.
    "(?:[dlDL]|[qQ]u)['’](?=\\p{L})",
    "[\\p{L}\\p{M}]+(?:['’\\-][\\p{L}\\p{M}]+)*\\.?",
    '\\S',
  ].join('|'),
  'gu',
);

function numberValue(text: string): number {
  const t = text.replace(/\s/g, '');
  const last = t[t.length - 1] ?? '';
  const vulgar = VULGAR[last];
  if (vulgar !== undefined) return (t.length > 1 ? numberValue(t.slice(0, -1)) : 0) + vulgar;
  const slash = t.search(/[/⁄]/);
  if (slash > 0) {
    const den = Number(t.slice(slash + 1));
    return den === 0 ? Number.NaN : Number(t.slice(0, slash)) / den;
  }
  if (/^\d{1,3},\d{3}$/.test(t)) return Number(t.replace(',', ''));
  return Number(t.replace(',', '.'));
}

/**
 * Splits a line into numbers, words and single punctuation marks, with offsets into the line.
 * A word keeps a trailing abbreviation dot only when it is a known unit ("tbsp.", "oz.").
 * Multi-word unit names ("fl oz", "cuillère à soupe") become one word token.
 */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  for (const m of line.matchAll(TOKEN_RE)) {
    let text = m[0];
    const start = m.index ?? 0;
    const first = text.charCodeAt(0);
    if ((first >= 48 && first <= 57) || VULGAR[text[0] ?? ''] !== undefined || (text[0] === '.' && text.length > 1)) {
      tokens.push({ text, start, end: start + text.length, kind: 'num', value: numberValue(text) });
      continue;
    }
    if (text.length > 1 && text.endsWith('.') && lookupUnit(text) === null) {
      text = text.slice(0, -1);
      tokens.push({ text, start, end: start + text.length, kind: 'word', value: 0 });
      tokens.push({ text: '.', start: start + text.length, end: start + text.length + 1, kind: 'punct', value: 0 });
      continue;
    }
    const kind: TokenKind = /[\p{L}\p{M}]/u.test(text[0] ?? '') || text === '"' ? 'word' : 'punct';
    tokens.push({ text, start, end: start + text.length, kind, value: 0 });
  }
  return mergeUnitPhrases(line, tokens);
}

function mergeUnitPhrases(line: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    let merged: Token | null = null;
    if (tok.kind === 'word' && startsUnitPhrase(tok.text)) {
      for (let n = Math.min(MAX_UNIT_WORDS + 2, tokens.length - i); n >= 2 && !merged; n--) {
        const lastTok = tokens[i + n - 1] as Token;
        if (lastTok.kind === 'num') continue;
        const text = line.slice(tok.start, lastTok.end);
        if (lookupUnit(text) !== null) {
          merged = { text, start: tok.start, end: lastTok.end, kind: 'word', value: 0 };
          i += n - 1;
        }
      }
    }
    out.push(merged ?? tok);
  }
  return out;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  half: 0.5,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  halb: 0.5,
  halbe: 0.5,
  halber: 0.5,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  demi: 0.5,
  demie: 0.5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  medio: 0.5,
  media: 0.5,
  due: 2,
  tre: 3,
  quattro: 4,
  mezzo: 0.5,
  mezza: 0.5,
  twee: 2,
  drie: 3,
  halve: 0.5,
  dois: 2,
  duas: 2,
  três: 3,
  meio: 0.5,
  meia: 0.5,
  dwa: 2,
  dwie: 2,
  trzy: 3,
  pół: 0.5,
  två: 2,
  halv: 0.5,
  halva: 0.5,
  to: 2,
};
// Articles and "one" in each language: a quantity of 1 only at the start of a line, where they
// cannot be read as the article inside a food name.
const LEADING_ONE = new Set([
  'a',
  'an',
  'ein',
  'eine',
  'einen',
  'un',
  'une',
  'uno',
  'una',
  'een',
  'één',
  'um',
  'uma',
  'jeden',
  'jedna',
  'jedno',
  'en',
  'ett',
  'et',
  'ei',
]);

/** Value of a number word ("two", "zwei", "half"), or null. `leading` allows articles as 1. */
export function wordNumber(word: string, leading: boolean): number | null {
  const w = word.toLowerCase();
  if (leading && LEADING_ONE.has(w)) return 1;
  // "to" is Danish/Norwegian for two but English for ranges, so it only counts at the start.
  if (w === 'to' && !leading) return null;
  return NUMBER_WORDS[w] ?? null;
}
