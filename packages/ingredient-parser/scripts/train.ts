// Trains the token tagger: `npm run train` in this package. Reads only the bench's train.jsonl
// and writes src/model/weights.json. Deterministic: fixed shuffling seed, no other input.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Context,
  contextFeatures,
  contextOf,
  featureKey,
  historyFeatures,
  type Label,
  lexicalFeatures,
  TAGGED,
} from '../src/features.ts';
import { align, type Example, type LabelledLine } from './align.ts';

const here = dirname(fileURLToPath(import.meta.url));
const TRAIN = join(here, '../../../../shared/bench/ingredients/train.jsonl');
const OUT = join(here, '../src/model/weights.json');
const EPOCHS = Number(process.env.EPOCHS ?? 8);
const K = TAGGED.length;

const lines: LabelledLine[] = readFileSync(TRAIN, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const examples = lines.map(align).filter((e): e is Example => e !== null);
process.stderr.write(`aligned ${examples.length} of ${lines.length} lines\n`);
const contexts = examples.map((e) => contextOf(e.tokens, e.amount));
const statics = examples.map((e, n) =>
  e.tokens.map((tok, i) => {
    const f: string[] = [];
    const emit = (t: string, a: string, b?: string) => f.push(featureKey(t, a, b));
    lexicalFeatures(tok, emit);
    contextFeatures(contexts[n] as Context, i, emit);
    return f;
  }),
);

const weights = new Map<string, Float64Array>();
const totals = new Map<string, Float64Array>();
const stamps = new Map<string, Float64Array>();
let step = 1;

function row(map: Map<string, Float64Array>, f: string): Float64Array {
  let r = map.get(f);
  if (!r) {
    r = new Float64Array(K);
    map.set(f, r);
  }
  return r;
}

// Averaging with lazy totals: each weight's running sum is brought up to date when it changes.
function update(f: string, k: number, delta: number): void {
  const w = row(weights, f);
  const t = row(totals, f);
  const s = row(stamps, f);
  t[k] = (t[k] as number) + (step - (s[k] as number)) * (w[k] as number);
  s[k] = step;
  w[k] = (w[k] as number) + delta;
}

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const scores = new Array<number>(K).fill(0);
const order = examples.map((_, i) => i);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  let errors = 0;
  let total = 0;
  for (const idx of order) {
    const ex = examples[idx] as Example;
    const st = statics[idx] as string[][];
    const predicted: Label[] = [];
    const seen = new Set<Label>();
    for (let i = 0; i < ex.tokens.length; i++) {
      const gold = ex.labels[i] as Label;
      if (gold === 'Q') {
        predicted.push('Q');
        continue;
      }
      const f = [...(st[i] as string[])];
      historyFeatures(contexts[idx] as Context, i, predicted, seen, (t, a, b) => f.push(featureKey(t, a, b)));
      scores.fill(0);
      for (const name of f) {
        const w = weights.get(name);
        if (w) for (let k = 0; k < K; k++) scores[k] = (scores[k] as number) + (w[k] as number);
      }
      let best = 0;
      for (let k = 1; k < K; k++) if ((scores[k] as number) > (scores[best] as number)) best = k;
      const g = TAGGED.indexOf(gold);
      if (best !== g) {
        errors++;
        for (const name of f) {
          update(name, g, 1);
          update(name, best, -1);
        }
      }
      total++;
      step++;
      predicted.push(TAGGED[best] as Label);
      seen.add(TAGGED[best] as Label);
    }
  }
  process.stderr.write(`epoch ${epoch + 1}: token error ${(errors / total).toFixed(4)}\n`);
}

// Two-valued templates are stored one level deeper; see Weights in src/tagger.ts.
const PAIR_TEMPLATES = new Set(['w-1w', 'ww+1', 'cp', 'nump', 'y-2y-1', 'y-1w']);
const single: Record<string, Record<string, number[]>> = {};
const pair: Record<string, Record<string, Record<string, number[]>>> = {};
let kept = 0;
for (const [f, w] of weights) {
  const t = totals.get(f) as Float64Array;
  const s = stamps.get(f) as Float64Array;
  const avg = Array.from(w, (v, k) => Math.round((((t[k] as number) + (step - (s[k] as number)) * v) / step) * 100) / 100);
  if (avg.every((v) => Math.abs(v) < 0.01)) continue;
  const eq = f.indexOf('=');
  const template = f.slice(0, eq);
  const value = f.slice(eq + 1);
  if (PAIR_TEMPLATES.has(template)) {
    const bar = value.indexOf('|');
    pair[template] ??= {};
    const byA = pair[template];
    byA[value.slice(0, bar)] ??= {};
    (byA[value.slice(0, bar)] as Record<string, number[]>)[value.slice(bar + 1)] = avg;
  } else {
    single[template] ??= {};
    single[template][value] = avg;
  }
  kept++;
}
writeFileSync(OUT, JSON.stringify({ labels: TAGGED, single, pair }));
process.stderr.write(`wrote ${kept} features to ${OUT}\n`);
