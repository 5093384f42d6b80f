import type { Label } from './features.ts';
import { findAmount } from './quantity.ts';
import { tag, type Weights } from './tagger.ts';
import { type Token, tokenize } from './tokens.ts';
import { unitName } from './units.ts';

export interface ParsedIngredient {
  quantity: number | null;
  quantityMax: number | null;
  /** `name` is the unit's English name where the lexicon knows it; `text` is as written ("EL", "c."). */
  unit: { name: string; text: string } | null;
  food: { name: string } | null;
  note: string;
  /** Per-field confidence in [0, 1], like Mealie's `IngredientConfidence`. */
  confidence: { average: number; quantity: number; unit: number; food: number; comment: number };
}

export interface ParseOptions {
  /** Locale or language code ("de", "fr-FR"); parsing does not depend on it yet. */
  language?: string;
}

interface Span {
  start: number;
  end: number;
}

function runs(tokens: Token[], labels: Label[], want: Label): Span[] {
  const spans: Span[] = [];
  let open: Span | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (labels[i] === want) {
      if (open) open.end = i + 1;
      else open = { start: i, end: i + 1 };
      continue;
    }
    if (open) spans.push(open);
    open = null;
  }
  if (open) spans.push(open);
  return spans;
}

const EDGE_PUNCT = /^[\s,;:.\-–—/*]+|[\s,;:\-–—/*]+$/g;

/** Text of a span as written, without separators at its edges and with parentheses balanced. */
function spanText(line: string, tokens: Token[], span: Span): string {
  let text = line.slice((tokens[span.start] as Token).start, (tokens[span.end - 1] as Token).end);
  text = text.replace(EDGE_PUNCT, '');
  const opens = (text.match(/\(/g) ?? []).length;
  const closes = (text.match(/\)/g) ?? []).length;
  if (opens > closes && text.startsWith('(')) text = text.slice(1);
  if (closes > opens && text.endsWith(')')) text = text.slice(0, -1);
  return text.replace(EDGE_PUNCT, '').trim();
}

function mean(values: number[], empty: number): number {
  if (values.length === 0) return empty;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

// A link word or article standing alone between the amount or unit and the food ("2 cups of
// flour", "half a teaspoon salt") only joins them: the display puts amount, unit and food side by
// side, so it needs no place. Every other word of the line lands in a field.
// Only in lower case: a capital marks a name ("Du Village" cheese, "A.1." sauce).
const JOINER = /^(of|a|an|de|du|des|d['’]?|di|del|della|van|von|z|ze|af|av)$/;

/** The label of the nearest token that is not punctuation, from i in direction step. */
function labelNear(tokens: Token[], labels: Label[], i: number, step: 1 | -1): Label | undefined {
  for (let k = i; k >= 0 && k < tokens.length; k += step) if ((tokens[k] as Token).kind !== 'punct') return labels[k];
  return undefined;
}

/**
 * The note: every token that is neither the amount, the unit nor the food (the tagger's note and
 * other labels, and unit words after the first unit), as written and in line order. A part in
 * parentheses keeps them ("medium (from 1 large bunch)"); other parts are joined with ", ".
 */
function noteOf(text: string, tokens: Token[], labels: Label[], unitSpan: Span | undefined): string {
  const inNote = labels.map((label, i): Label => {
    if (label === 'N' || label === 'O') return 'N';
    if (label === 'U' && !(unitSpan && i >= unitSpan.start && i < unitSpan.end)) return 'N';
    return label;
  });
  const parts: string[] = [];
  for (const span of runs(tokens, inNote, 'N')) {
    const words = tokens.slice(span.start, span.end).filter((t) => t.kind !== 'punct');
    const before = labelNear(tokens, labels, span.start - 1, -1);
    const after = labelNear(tokens, labels, span.end, 1);
    const joiner = words.length === 1 && JOINER.test((words[0] as Token).text) && (before === 'Q' || before === 'U');
    if (joiner && (after === 'F' || after === 'U')) continue;
    const part = spanText(text, tokens, span);
    if (part) parts.push(part);
  }
  return parts.reduce((note, part) => (note ? `${note}${part.startsWith('(') ? ' ' : ', '}${part}` : part), '');
}

/** Parses one ingredient line with the given model weights. */
export function parseWith(weights: Weights, text: string): ParsedIngredient {
  const tokens = tokenize(text);
  const amount = findAmount(tokens);
  const { labels, probs } = tag(weights, tokens, amount);

  const unitSpan = runs(tokens, labels, 'U')[0];
  const unitText = unitSpan ? spanText(text, tokens, unitSpan) : '';
  const unit = unitText ? unitName(unitText) : '';
  const foodParts = runs(tokens, labels, 'F')
    .map((s) => spanText(text, tokens, s))
    .filter(Boolean);
  const note = noteOf(text, tokens, labels, unitSpan);

  const probsOf = (want: Label) => probs.filter((_, i) => labels[i] === want);
  const quantity = amount ? (amount.numeric ? 1 : 0.9) : 0.8;
  const unitConf = unitSpan ? mean(probsOf('U'), 1) : 0.9;
  const food = mean(probsOf('F'), 0);
  const comment = mean(probsOf('N'), 1);
  return {
    quantity: amount ? round(amount.quantity) : null,
    quantityMax: amount?.quantityMax != null ? round(amount.quantityMax) : null,
    unit: unit ? { name: unit, text: unitText } : null,
    food: foodParts.length > 0 ? { name: foodParts.join(' ') } : null,
    note,
    confidence: {
      average: round((quantity + unitConf + food + comment) / 4),
      quantity: round(quantity),
      unit: round(unitConf),
      food: round(food),
      comment: round(comment),
    },
  };
}
