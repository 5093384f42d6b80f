// schema.org Recipe nodes from <script type="application/ld+json">: single objects, arrays,
// `@graph`, `mainEntity(OfPage)` wrappers and Recipes nested anywhere (e.g. inside an ItemList).
import { findAll, type HtmlElement, textOf } from './dom.ts';

export type JsonObject = Record<string, unknown>;

/** Parses a JSON-LD block, tolerating the control characters and trailing commas sites emit. */
export function parseJsonLd(source: string): unknown {
  const trimmed = source
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?|(?:\/\/\s*|\/\*\s*)?\]\]>(?:\s*\*\/)?\s*$/g, '')
    .trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    // Control characters, trailing commas and escapes JSON does not know (`\'`, `\&`).
    const repaired = trimmed
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/,\s*([}\]])/g, '$1')
      .replace(/\\(\\|[^"\\/bfnrtu])/g, (m, c: string) => (c === '\\' ? m : c));
    try {
      return JSON.parse(repaired);
    } catch {
      return null;
    }
  }
}

export function hasType(node: JsonObject, type: string): boolean {
  const t = node['@type'];
  const matches = (v: unknown) => typeof v === 'string' && (v === type || v.endsWith(`/${type}`) || v.endsWith(`:${type}`));
  return Array.isArray(t) ? t.some(matches) : matches(t);
}

function collect(value: unknown, out: JsonObject[], depth: number): void {
  if (depth > 8 || value == null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  const node = value as JsonObject;
  out.push(node);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'recipeIngredient' || key === 'recipeInstructions' || key === 'nutrition') continue;
    if (child && typeof child === 'object') collect(child, out, depth + 1);
  }
}

/** Every JSON-LD node on the page, flattened, in document order. */
export function jsonLdNodes(root: HtmlElement): JsonObject[] {
  const scripts = findAll(root, (el) => el.tag === 'script' && /ld\+json/i.test(el.attrs.type ?? ''));
  const nodes: JsonObject[] = [];
  for (const script of scripts) collect(parseJsonLd(textOf(script)), nodes, 0);
  return nodes;
}

function richness(node: JsonObject): number {
  let score = 0;
  if (node.recipeIngredient || node.ingredients) score += 4;
  if (node.recipeInstructions) score += 4;
  if (node.name) score += 1;
  if (node.image) score += 1;
  return score;
}

/** The page's main Recipe: the richest one, the first among equals (a page may list several). */
export function findJsonLdRecipe(nodes: JsonObject[]): JsonObject | null {
  let best: JsonObject | null = null;
  for (const node of nodes) {
    if (!hasType(node, 'Recipe')) continue;
    if (!best || richness(node) > richness(best)) best = node;
  }
  return best;
}
