import { type Context, contextFeatures, contextOf, type Emit, historyFeatures, type Label, lexicalFeatures, TAGGED } from './features.ts';
import type { Amount } from './quantity.ts';
import type { Token } from './tokens.ts';

type Row = number[];

/**
 * Weights of the averaged perceptron as stored in src/model/weights.json: one score per label in
 * TAGGED order, indexed by template, then first value, then (for two-valued templates) second
 * value. Nested objects straight from JSON.parse load faster than rebuilt maps.
 */
export interface Weights {
  single: Record<string, Record<string, Row>>;
  pair: Record<string, Record<string, Record<string, Row>>>;
  /** Summed lexical weights per token text, filled as words are met. */
  lexical: Map<string, Float64Array>;
}

export interface Tagging {
  labels: Label[];
  /** Probability of each chosen label (softmax over the label scores). */
  probs: number[];
}

export function loadWeights(json: Pick<Weights, 'single' | 'pair'>): Weights {
  return { single: json.single, pair: json.pair, lexical: new Map() };
}

function scorer(weights: Weights, scores: Float64Array): Emit {
  return (template, a, b) => {
    const row = b === undefined ? weights.single[template]?.[a] : weights.pair[template]?.[a]?.[b];
    // Words such as "constructor" reach Object.prototype members through plain-object lookups.
    if (Array.isArray(row)) for (let k = 0; k < scores.length; k++) scores[k] = (scores[k] as number) + (row[k] as number);
  };
}

function lexicalScores(weights: Weights, tok: Token): Float64Array {
  let sum = weights.lexical.get(tok.text);
  if (!sum) {
    sum = new Float64Array(TAGGED.length);
    lexicalFeatures(tok, scorer(weights, sum));
    if (weights.lexical.size > 100_000) weights.lexical.clear();
    weights.lexical.set(tok.text, sum);
  }
  return sum;
}

/**
 * Labels tokens left to right, each decision seeing the labels before it. The amount's tokens
 * are fixed to Q by the rules in quantity.ts; the model labels the rest.
 */
export function tag(weights: Weights, tokens: Token[], amount: Amount | null): Tagging {
  const ctx: Context = contextOf(tokens, amount);
  const labels: Label[] = [];
  const probs: number[] = [];
  const seen = new Set<Label>();
  const scores = new Float64Array(TAGGED.length);
  const emit = scorer(weights, scores);
  for (let i = 0; i < tokens.length; i++) {
    if (amount && i >= amount.start && i < amount.end) {
      labels.push('Q');
      probs.push(1);
      continue;
    }
    scores.set(lexicalScores(weights, tokens[i] as Token));
    contextFeatures(ctx, i, emit);
    historyFeatures(ctx, i, labels, seen, emit);
    let best = 0;
    for (let k = 1; k < scores.length; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
    let z = 0;
    for (const s of scores) z += Math.exp(s - (scores[best] as number));
    const label = TAGGED[best] as Label;
    labels.push(label);
    probs.push(1 / z);
    seen.add(label);
  }
  return { labels, probs };
}
