import type { Amount } from './quantity.ts';
import type { Token } from './tokens.ts';
import { lookupUnit } from './units.ts';

/** Token labels: the amount, the unit, the food, the note, and other (secondary amounts, fillers). */
export const LABELS = ['Q', 'U', 'F', 'N', 'O'] as const;
export type Label = (typeof LABELS)[number];
export const TAGGED: Label[] = ['U', 'F', 'N', 'O'];

// Words that size or qualify an ingredient or a unit ("large", "heaped"), in our languages.
const SIZE_WORDS = new Set([
  'small',
  'medium',
  'large',
  'big',
  'little',
  'huge',
  'jumbo',
  'mini',
  'extra',
  'lg',
  'lge',
  'lrg',
  'sm',
  'md',
  'med',
  'xl',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'thick',
  'thin',
  'whole',
  'tiny',
  'klein',
  'kleine',
  'groß',
  'große',
  'gross',
  'petit',
  'petite',
  'grand',
  'grande',
  'pequeño',
  'pequeña',
  'piccolo',
  'piccola',
  'groot',
  'grote',
  'klein',
  'pequeno',
  'mały',
  'mała',
  'duży',
  'duża',
  'liten',
  'stor',
  'stora',
  'lille',
  'store',
  'gestrichen',
  'gehäuft',
]);
// Function words that link an amount to its food ("of" and its translations): never the food.
const LINK_WORDS = new Set(['of', 'de', 'du', 'des', 'd', 'di', 'del', 'della', 'van', 'von', 'z', 'ze', 'af', 'med', 'av']);

function shape(tok: Token): string {
  if (tok.kind === 'num') return 'num';
  if (tok.kind === 'punct') return tok.text;
  const t = tok.text;
  if (t === t.toUpperCase() && t !== t.toLowerCase()) return t.length > 1 ? 'UP' : 'U1';
  if (t[0] !== t[0]?.toLowerCase()) return 'Cap';
  return 'low';
}

/** Lowercase, accent-free, crudely singular form used as the word identity in features. */
export function norm(text: string): string {
  let w = text.toLowerCase();
  if (/[\u0080-\uffff]/.test(w)) w = w.normalize('NFKD').replace(/\p{M}/gu, '');
  if (w.length > 4 && w.endsWith('oes')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 2 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

// Reusing one string per word lets the engine hash it once, not at every weight lookup.
const idCache = new Map<string, string>();

function wordId(tok: Token | undefined): string {
  if (!tok) return '<none>';
  if (tok.kind === 'num') return '<num>';
  let id = idCache.get(tok.text);
  if (id === undefined) {
    id = norm(tok.text).replace(/['’]$/, '');
    if (LINK_WORDS.has(id)) id = 'of';
    if (idCache.size > 100_000) idCache.clear();
    idCache.set(tok.text, id);
  }
  return id;
}

/**
 * Receives one feature: a template name and one or two values. Training joins them into a
 * string key (`featureKey`); the tagger looks them up in nested maps, which avoids hashing a
 * freshly built string for every feature of every token.
 */
export type Emit = (template: string, a: string, b?: string) => void;

export function featureKey(template: string, a: string, b?: string): string {
  return b === undefined ? `${template}=${a}` : `${template}=${a}|${b}`;
}

/** Features of a token on its own, whatever its context: the tagger caches their sum per word. */
export function lexicalFeatures(tok: Token, emit: Emit): void {
  const id = wordId(tok);
  emit('b', '');
  emit('w', id);
  emit('s', shape(tok));
  if (tok.kind === 'word' && id.length > 3) {
    emit('s3', id.slice(-3));
    emit('p3', id.slice(0, 3));
  }
  const unit = tok.kind === 'word' ? lookupUnit(tok.text) : null;
  if (unit) emit('u', unit);
  if (SIZE_WORDS.has(id)) emit('size', '');
}

/** Where each token stands: its word identity, position to the amount, parentheses, commas. */
export interface Context {
  tokens: Token[];
  ids: string[];
  pos: string[];
  depth: string[];
  commas: string[];
  units: boolean[];
}

const POS_NEAR = ['q+0', 'q+1', 'q+2'];
const DIGITS = ['0', '1', '2', '3'];

export function contextOf(tokens: Token[], amount: Amount | null): Context {
  const ctx: Context = { tokens, ids: tokens.map(wordId), pos: [], depth: [], commas: [], units: [] };
  let depth = 0;
  let commas = 0;
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    ctx.pos.push(
      amount === null ? 'noq' : i < amount.start ? 'beforeq' : i - amount.end < 3 ? (POS_NEAR[i - amount.end] as string) : 'afterq',
    );
    ctx.depth.push(depth > 0 ? '1' : '0');
    ctx.commas.push(DIGITS[commas > 1 ? 2 : commas] as string);
    ctx.units.push(tok.kind === 'word' && lookupUnit(tok.text) !== null);
    if (tok.text === '(' || tok.text === '[') depth++;
    else if ((tok.text === ')' || tok.text === ']') && depth > 0) depth--;
    else if (tok.text === ',' || tok.text === ';') commas++;
  }
  return ctx;
}

/**
 * Label-independent context features of token i. The context a label needs (inside
 * parentheses, after a comma, before or after the amount) is spelled out so that a greedy
 * tagger can use it.
 */
export function contextFeatures(ctx: Context, i: number, emit: Emit): void {
  const { tokens, ids } = ctx;
  const n = tokens.length;
  const tok = tokens[i] as Token;
  const id = ids[i] as string;
  const prev = i > 0 ? (ids[i - 1] as string) : '<s>';
  const next = i + 1 < n ? (ids[i + 1] as string) : '</s>';
  const pos = ctx.pos[i] as string;
  const depth = ctx.depth[i] as string;
  const commas = ctx.commas[i] as string;
  emit('p', pos);
  emit('w-1', prev);
  emit('w+1', next);
  emit('w-2', i > 1 ? (ids[i - 2] as string) : '<s>');
  emit('w+2', i + 2 < n ? (ids[i + 2] as string) : '</s>');
  emit('w-1w', prev, id);
  emit('ww+1', id, next);
  emit('d', depth);
  emit('c', commas);
  emit('cp', commas === '0' ? '0' : '1', pos);
  emit('e', DIGITS[n - i > 3 ? 3 : n - i] as string);
  if (ctx.units[i]) emit('up', pos);
  if (SIZE_WORDS.has(id)) emit('sizep', pos);
  if (tok.kind === 'num') emit('nump', pos, depth);
  if (ctx.units[i + 1]) emit('nextunit', '');
  if (i > 0 && tokens[i - 1]?.kind === 'num') emit('afternum', id);
}

/** Features that depend on the labels already given to the tokens on the left. */
export function historyFeatures(ctx: Context, i: number, labels: Label[], seen: Set<Label>, emit: Emit): void {
  const y1 = i > 0 ? (labels[i - 1] as string) : '<s>';
  const y2 = i > 1 ? (labels[i - 2] as string) : '<s>';
  const id = ctx.ids[i] as string;
  emit('y-1', y1);
  emit('y-2y-1', y2, y1);
  emit('y-1w', y1, id);
  if (seen.has('U')) emit('seenU', '');
  if (seen.has('F')) {
    emit('seenF', '');
    emit('seenFw', id);
  }
  if (seen.has('N')) emit('seenN', '');
}
