import { type Label, norm } from '../src/features.ts';
import { findAmount } from '../src/quantity.ts';
import { type Token, tokenize } from '../src/tokens.ts';
import { lookupUnit, unitKey } from '../src/units.ts';

export interface Example {
  tokens: Token[];
  amount: ReturnType<typeof findAmount>;
  labels: Label[];
}

export interface LabelledLine {
  text: string;
  quantity: number | null;
  unit: string | null;
  food: string | null;
  note: string | null;
}

function key(tok: Token): string {
  return tok.kind === 'num' ? String(Math.round(tok.value * 1000)) : norm(tok.text);
}

/** Marks, in order, the free tokens matching the words of `field`. False if some word is missing. */
function matchInOrder(tokens: Token[], labels: (Label | null)[], field: string, label: Label): boolean {
  const want = tokenize(field)
    .filter((t) => t.kind !== 'punct')
    .map(key);
  let j = 0;
  for (let i = 0; i < tokens.length && j < want.length; i++) {
    const tok = tokens[i] as Token;
    if (labels[i] !== null || tok.kind === 'punct') continue;
    if (key(tok) === want[j]) {
      labels[i] = label;
      j++;
    }
  }
  return j === want.length;
}

/**
 * Turns a labelled line into per-token labels: the rule-found amount is Q, the first token after
 * it naming the reference unit is U, food words are F, note words N, and the rest O. Punctuation
 * takes the label of its neighbours when both agree. Returns null when the fields do not align.
 */
export function align(line: LabelledLine): Example | null {
  const tokens = tokenize(line.text);
  const amount = findAmount(tokens);
  if ((amount?.quantity ?? null) === null ? line.quantity !== null : Math.abs((amount?.quantity ?? 0) - (line.quantity ?? 0)) > 1e-3)
    return null;
  const labels: (Label | null)[] = tokens.map(() => null);
  if (amount) for (let i = amount.start; i < amount.end; i++) labels[i] = 'Q';
  if (line.unit) {
    const from = amount ? amount.end : 0;
    let found = false;
    for (let i = from; i < tokens.length && !found; i++) {
      const tok = tokens[i] as Token;
      if (tok.kind !== 'word' || labels[i] !== null) continue;
      if (lookupUnit(tok.text) === line.unit || unitKey(tok.text) === unitKey(line.unit)) {
        labels[i] = 'U';
        found = true;
      }
    }
    if (!found) return null;
  }
  if (line.food && !matchInOrder(tokens, labels, line.food, 'F')) return null;
  if (line.note && !matchInOrder(tokens, labels, line.note, 'N')) return null;
  const out: Label[] = labels.map((l) => l ?? 'O');
  for (let i = 0; i < tokens.length; i++) {
    if ((tokens[i] as Token).kind !== 'punct' || labels[i] !== null) continue;
    let a = i - 1;
    while (a >= 0 && (tokens[a] as Token).kind === 'punct') a--;
    let b = i + 1;
    while (b < tokens.length && (tokens[b] as Token).kind === 'punct') b++;
    const left = a >= 0 ? out[a] : undefined;
    const right = b < tokens.length ? out[b] : undefined;
    if (left && left === right && (left === 'F' || left === 'N')) out[i] = left;
  }
  return { tokens, amount, labels: out };
}
