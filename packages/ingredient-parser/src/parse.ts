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
  const noteParts = runs(tokens, labels, 'N')
    .map((s) => spanText(text, tokens, s))
    .filter(Boolean);

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
    note: noteParts.join(', '),
    confidence: {
      average: round((quantity + unitConf + food + comment) / 4),
      quantity: round(quantity),
      unit: round(unitConf),
      food: round(food),
      comment: round(comment),
    },
  };
}
