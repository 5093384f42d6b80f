// Times and yields printed as "Prep Time: 10 mins" or "Serves | 4" in recipe cards, used when
// structured data leaves them out. The value is either in the label's own text or in the next
// element after it.
import { type HtmlElement, shortText, walk } from './dom.ts';
import { cleanText } from './text.ts';

export interface LabelledValues {
  yield?: string;
  prep?: string;
  cook?: string;
  total?: string;
}

const LABELS: [keyof LabelledValues, RegExp][] = [
  [
    'prep',
    /^(?:prep(?:aration)?\.?\s*time|prep|vorbereitung(?:szeit)?|arbeitszeit|temps de préparation|préparation|tempo di preparazione|tiempo de preparación|voorbereidingstijd|czas przygotowania|tempo de preparo)\b\s*[:：]?\s*/i,
  ],
  [
    'cook',
    /^(?:cook(?:ing)?\.?\s*time|cooking|cook|bake\s*time|baking time|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tempo di cottura|tiempo de cocción|bereidingstijd|kooktijd|czas gotowania)\b\s*[:：]?\s*/i,
  ],
  [
    'total',
    /^(?:total\.?\s*time|total|ready in|gesamtzeit|temps total|tempo totale|tiempo total|totale tijd|czas całkowity|tempo total)\b\s*[:：]?\s*/i,
  ],
  [
    'yield',
    /^(?:serves?|servings?|yields?|makes|portions?|portionen|personen|für|pour|porzioni|dosi per|porciones|raciones|porções|rendimento|rende|porcje|porcji|adag|personer|portioner|anzahl)\b\s*[:：]?\s*|^(?:分量|份量|人数)\s*[:：]?\s*/i,
  ],
];

const YIELD_ICON = /(?:^|[\s_-])(?:serves|servings|yield|portions?|persons?|people)\b|recipeServings/i;
// "4 adag", "2 personnes", "Até 4 porções": a yield that needs no label.
export const YIELD_VALUE =
  /^(?:\p{L}+\s)?\d+(?:\s*[-–]\s*\d+)?\s+(?:servings|portions|personnes|personen|porções|porciones|porzioni|adag|porcje|porcji|personer|portioner|persone)$/iu;

const OTHER_LABEL = /\b(?:time|cook|prep|total|serves|servings|yield|zeit|temps|tempo|tiempo)\b/i;

function nextElementText(el: HtmlElement): string {
  for (let node: HtmlElement | null = el; node?.parent; node = node.parent) {
    const siblings = node.parent.children;
    for (let i = siblings.indexOf(node) + 1; i < siblings.length; i++) {
      const sib = siblings[i];
      const text = typeof sib === 'string' ? sib : shortText(sib, 40);
      if (text === null) return '';
      if (text.trim()) return cleanText(text);
    }
  }
  return '';
}

function readLine(line: string, next: string, el: HtmlElement, found: LabelledValues): 'none' | 'matched' | 'combined' {
  for (const [key, label] of LABELS) {
    const m = label.exec(line);
    if (!m) continue;
    const rest = line.slice(m[0].length).trim();
    // "Prep 10 min Cook 20 min" in one box: read its parts one by one.
    if (OTHER_LABEL.test(rest)) return 'combined';
    if (!found[key]) {
      const value = /\d/.test(rest) ? rest : next || nextElementText(el);
      const otherLabel = LABELS.some(([otherKey, other]) => otherKey !== key && other.test(value));
      if (/\d/.test(value) && value.length <= 40 && !otherLabel) found[key] = value;
    }
    return 'matched';
  }
  return 'none';
}

export function findLabelledValues(root: HtmlElement): LabelledValues {
  const found: LabelledValues = {};
  walk(root, (el) => {
    if (el.tag === 'script' || el.tag === 'style' || el.tag === 'head') return false;
    const raw = shortText(el, 120);
    if (raw === null) return true;
    // "Serves 4 | Prep 10 min | Cook 25 min" on one line: each part is a label of its own.
    const lines = raw
      .split(/\n|\s[|•·]\s/)
      .map((line) => cleanText(line))
      .filter(Boolean);
    if (lines.length === 0) {
      // An icon standing in for the label ("gbcicon-serves"), with the number beside it.
      if (!found.yield && YIELD_ICON.test(`${el.attrs.class ?? ''} ${el.attrs['data-attr-icon'] ?? ''}`)) {
        const value = nextElementText(el);
        if (/^\d+(?:\s*[-–]\s*\d+)?\b/.test(value) && value.length <= 30) found.yield = value;
      }
      return false;
    }
    if (!found.yield && lines.length === 1 && YIELD_VALUE.test(lines[0])) found.yield = lines[0];
    // A bare number in a box its class marks as the servings (`<li class="person-amount">4</li>`).
    if (!found.yield && lines.length === 1 && /^\d+(?:\s*[-–]\s*\d+)?$/.test(lines[0]) && YIELD_ICON.test(el.attrs.class ?? ''))
      found.yield = lines[0];
    let matched = false;
    let combined = false;
    for (const [i, line] of lines.entries()) {
      const result = readLine(line, lines[i + 1] ?? '', el, found);
      matched ||= result === 'matched';
      combined ||= result === 'combined';
    }
    // A box of labels may still hold an unlabelled servings count deeper down.
    return combined || !matched || !found.yield;
  });
  return found;
}
