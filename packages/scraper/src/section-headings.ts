// Plain pages with no plug-in markup still label their lists: a heading or bold line reading
// "Ingredients" / "Zutaten" / "Method" is followed by the lines we want, up to the next heading.
import { findFirst, type HtmlElement, type HtmlNode, shortText, textOf } from './dom.ts';
import { AMOUNT_START } from './ingredients.ts';
import { cleanText } from './text.ts';

export const INGREDIENT_HEADING =
  /^(?:ingredients?|ingredienser|ingrediënten|ingrédients|ingredientes|ingredienti|zutaten|składniki|suroviny|hozzávalók|ainekset|malzemeler|ingrediencie|ingredience|sestavine|ingredients list|what you(?:'|’)ll need|you will need)\b|^(?:材料|食材|用料|재료)/i;
export const STEP_HEADING =
  /^(?:instructions?|directions?|method|preparation|steps|(?:here(?:'|’)s )?how to (?:make|prepare) (?:it|them|this)|how to make|come (?:preparare|fare|si prepara)|c[oó]mo (?:hacer|preparar)|comment (?:faire|préparer)|como (?:fazer|preparar)|modo de fazer|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|zubereitung|anleitung|préparation|preparación|preparazione|procedimento|procedimiento|bereiding|bereidingswijze|werkwijze|modo de prepar[oa]|przygotowanie|postup|elkészítés|fremgangsmåde|sådan gør du|tilberedning|gör så här|valmistus|hazırlanışı|priprava|príprava|příprava|postup prípravy|postup přípravy)\b|^(?:做法|作法|步骤|步驟|作り方|만드는 법|조리법)|^(?:[\p{L}-]+\s){1,3}(?:maken|bereiden|bakken|zubereiten|backen)$/iu;
export const STOP_HEADING =
  /^(?:notes?|tips?|nutrition|video|comments?|reviews?|related|you may also like|more recipes|share|serving suggestions?|storage|equipment|tipps?|hinweise?|nährwerte|kommentare|astuces?|conseils?|commentaires|valeurs nutritionnelles|consigli|commenti|note|notas?|consejos|comentarios|información nutricional|dicas|comentários|opmerkingen|reacties|voedingswaarde|uwagi|wskazówki|komentarze|wartości odżywcze|see also|voir aussi|siehe auch|vedi anche|ver también|veja também|zie ook|zobacz też)\b/i;

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LABEL_TAGS = new Set([...HEADING_TAGS, 'p', 'strong', 'b', 'span', 'div', 'dt', 'header', 'em', 'label']);

// "How to make <dish>" in the languages above: the label names the dish after its own words.
const HOW_TO =
  /^(?:how to (?:make|prepare|cook)|come (?:preparare|fare|si prepara)|c[oó]mo (?:hacer|preparar)|comment (?:faire|préparer)|como (?:fazer|preparar))\b/i;

function labelText(el: HtmlElement): string {
  const raw = shortText(el, 70);
  if (raw === null) return '';
  // Headings may open with an emoji or a bullet ("🛒 What You'll Need").
  const text = cleanText(raw)
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[:：]$/, '')
    .trim();
  // "How to Make Slow Cooker Brisket Chili" names the dish after the label words.
  return text.length <= 40 || (HOW_TO.test(text) && text.split(/\s+/).length <= 10) ? text : '';
}

function isLabel(el: HtmlElement, pattern: RegExp): boolean {
  if (!LABEL_TAGS.has(el.tag)) return false;
  const text = labelText(el);
  return text !== '' && pattern.test(text) && (text.split(/\s+/).length <= 5 || HOW_TO.test(text));
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
    // An inline ad script between the step paragraphs is code, not text.
    if (typeof node !== 'string' && (node.tag === 'script' || node.tag === 'style')) continue;
    const text = typeof node === 'string' ? node : textOf(node, true);
    for (const line of cleanText(text, true).split('\n')) {
      const clean = line.replace(/^[-–•*·]\s*/, '').trim();
      if (clean) lines.push(clean);
    }
  }
  return lines;
}

/**
 * A heading as high as the label's opens the next part of the article ("Tips", "Tools you'll
 * need", "Suggested pairing"), except an ingredient group ("Glaze") whose lines start with amounts.
 */
function isSiblingHeading(el: HtmlElement, level: number): boolean {
  return HEADING_TAGS.has(el.tag) && Number(el.tag[1]) <= level && textOf(el).trim() !== '';
}

/** Whether the first line after a heading starts with an amount ("4 Tbs flour"). */
function startsWithAmount(heading: HtmlElement): boolean {
  const siblings = heading.parent?.children ?? [];
  const after = siblings.slice(siblings.indexOf(heading) + 1, siblings.indexOf(heading) + 5);
  const first = linesOf(after)[0] ?? '';
  return AMOUNT_START.test(first);
}

export interface Section {
  label: HtmlElement;
  lines: string[];
  /** The last node the section took (where the next part of the recipe is looked for). */
  end: HtmlElement | null;
}

/** Every label matching `pattern` with the lines that follow it, up to a label matching `stop`. */
export function sectionsAfterHeading(root: HtmlElement, pattern: RegExp, stop: RegExp): Section[] {
  const labels: HtmlElement[] = [];
  const visit = (el: HtmlElement) => {
    for (const child of el.children) {
      if (typeof child === 'string' || child.tag === 'script' || child.tag === 'style') continue;
      if (isLabel(child, pattern)) labels.push(child);
      else visit(child);
    }
  };
  visit(root);
  const sections: Section[] = [];
  for (const label of labels) {
    const taken: HtmlNode[] = [];
    const level = HEADING_TAGS.has(label.tag) ? Number(label.tag[1]) : 0;
    const block = labelBlock(label);
    const nodes = nextNodes(block);
    const ends = (el: HtmlElement) =>
      isStop(el, stop) ||
      (level > 0 &&
        isSiblingHeading(el, level) &&
        // A later part of the same list ("Abrikozenvlaai bakken" after "… maken") goes on.
        !isLabel(el, pattern) &&
        !(pattern === INGREDIENT_HEADING && startsWithAmount(el)));
    for (const node of nodes) {
      if (typeof node !== 'string' && (ends(node) || findFirst(node, ends))) break;
      taken.push(node);
    }
    const lines = linesOf(taken);
    // "How to make …" followed at once by its own "Method" label: the inner label is not a line.
    if (lines.length && pattern.test(lines[0].replace(/[:：]$/, '')) && lines[0].split(/\s+/).length <= 3) lines.shift();
    const last = [...taken].reverse().find((n): n is HtmlElement => typeof n !== 'string');
    if (lines.length && lines.length < 80) sections.push({ label, lines, end: last ?? block });
  }
  return sections;
}

/** Lines that follow the label matching `pattern` with the most lines, up to a label matching `stop`. */
export function linesAfterHeading(root: HtmlElement, pattern: RegExp, stop: RegExp): string[] {
  let best: string[] = [];
  for (const section of sectionsAfterHeading(root, pattern, stop)) if (section.lines.length > best.length) best = section.lines;
  return best;
}
