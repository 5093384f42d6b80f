// Plain pages with no plug-in markup still label their lists: a heading or bold line reading
// "Ingredients" / "Zutaten" / "Method" is followed by the lines we want, up to the next heading.
import { findFirst, type HtmlElement, type HtmlNode, shortText, textOf } from './dom.ts';
import { cleanText } from './text.ts';

export const INGREDIENT_HEADING =
  /^(?:ingredients?|ingredienser|ingrediënten|ingrédients|ingredientes|ingredienti|zutaten|składniki|suroviny|hozzávalók|ainekset|malzemeler|ingredients list|what you(?:'|’)ll need|you will need)\b/i;
export const STEP_HEADING =
  /^(?:instructions?|directions?|method|preparation|steps|(?:here(?:'|’)s )?how to (?:make|prepare) (?:it|them|this)|how to make|zubereitung|anleitung|préparation|preparación|preparazione|procedimento|procedimiento|bereiding|bereidingswijze|werkwijze|modo de prepar[oa]|przygotowanie|postup|elkészítés|fremgangsmåde|sådan gør du|tilberedning|gör så här|valmistus|hazırlanışı)\b/i;
const STOP_HEADING =
  /^(?:notes?|tips?|nutrition|video|comments?|reviews?|related|you may also like|more recipes|share|serving suggestions?|storage|equipment)\b/i;

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LABEL_TAGS = new Set([...HEADING_TAGS, 'p', 'strong', 'b', 'span', 'div', 'dt', 'header', 'em', 'label']);

function labelText(el: HtmlElement): string {
  const raw = shortText(el, 40);
  if (raw === null) return '';
  const text = cleanText(raw);
  // Headings may open with an emoji or a bullet ("🛒 What You'll Need").
  return text.length <= 40
    ? text
        .replace(/^[^\p{L}]+/u, '')
        .replace(/[:：]$/, '')
        .trim()
    : '';
}

function isLabel(el: HtmlElement, pattern: RegExp): boolean {
  if (!LABEL_TAGS.has(el.tag)) return false;
  const text = labelText(el);
  return text !== '' && pattern.test(text) && text.split(/\s+/).length <= 5;
}

/** Climbs from a label to the outermost ancestor that holds nothing but it. */
function labelBlock(el: HtmlElement): HtmlElement {
  let block = el;
  const text = labelText(el);
  while (block.parent && block.parent.tag !== '#root' && labelText(block.parent) === text) block = block.parent;
  return block;
}

function nextNodes(block: HtmlElement): HtmlNode[] {
  // When the label is the last thing in its wrapper, the list follows the wrapper.
  for (let el: HtmlElement | null = block; el?.parent; el = el.parent) {
    const siblings = el.parent.children;
    const after = siblings.slice(siblings.indexOf(el) + 1);
    if (after.some((n) => (typeof n === 'string' ? n.trim() : true))) return after;
  }
  return [];
}

function isStop(node: HtmlNode, stop: RegExp): boolean {
  if (typeof node === 'string') return false;
  const text = labelText(node);
  if (!text) return false;
  if (HEADING_TAGS.has(node.tag) && (stop.test(text) || STOP_HEADING.test(text))) return true;
  return isLabel(node, stop) || isLabel(node, STOP_HEADING);
}

function linesOf(nodes: HtmlNode[]): string[] {
  const lines: string[] = [];
  for (const node of nodes) {
    const text = typeof node === 'string' ? node : textOf(node, true);
    for (const line of cleanText(text, true).split('\n')) {
      const clean = line.replace(/^[-–•*·]\s*/, '').trim();
      if (clean) lines.push(clean);
    }
  }
  return lines;
}

/** Lines that follow the first label matching `pattern`, up to a label matching `stop`. */
export function linesAfterHeading(root: HtmlElement, pattern: RegExp, stop: RegExp): string[] {
  const labels: HtmlElement[] = [];
  const visit = (el: HtmlElement) => {
    for (const child of el.children) {
      if (typeof child === 'string' || child.tag === 'script' || child.tag === 'style') continue;
      if (isLabel(child, pattern)) labels.push(child);
      else visit(child);
    }
  };
  visit(root);
  let best: string[] = [];
  for (const label of labels) {
    const taken: HtmlNode[] = [];
    for (const node of nextNodes(labelBlock(label))) {
      if (isStop(node, stop)) break;
      if (typeof node !== 'string' && findFirst(node, (el) => isStop(el, stop))) break;
      taken.push(node);
    }
    const lines = linesOf(taken);
    if (lines.length > best.length && lines.length < 80) best = lines;
  }
  return best;
}
