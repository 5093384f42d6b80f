// Last resort when a page has no usable structured data: ingredient and step lists found by the
// class and id names recipe plug-ins use, else by the structure any recipe page shares (a
// labelled or unlabelled block of amount-led lines, the method after it: method-block.ts), and
// the page's <h1>.
import { classList, findAll, findFirst, type HtmlElement, shortText, textOf, walk } from './dom.ts';
import { AMOUNT_START, groupIngredients, isAmountLine, NUMBERED_STEP, pairAmounts } from './ingredients.ts';
import { joinWrapped, STEP_NUMBER_ONLY, type Step } from './instructions.ts';
import { isSentence, stepsAfter } from './method-block.ts';
import { INGREDIENT_HEADING, type Section, STEP_HEADING, sectionsAfterHeading } from './section-headings.ts';
import { cleanText } from './text.ts';
import type { Ingredient } from './types.ts';

export interface HtmlRecipe {
  name: string;
  ingredients: Ingredient[];
  instructions: Step[];
  image?: string;
}

const INGREDIENT_HINT = /ingr[eé]d|zutat|ingredi|ingrédient|składnik|ingrediens/i;
const STEP_HINT =
  /instruction|direction|method|preparation|step|zubereitung|preparaci|bereiding|etap|istruzion|procedimiento|przygotowanie|fremgangs|valmistus|anleitung/i;
const NOT_CONTENT = /comment|review|related|sidebar|widget|nav|footer|header|menu|share|social|print-button|jump/i;

function hint(el: HtmlElement): string {
  return `${el.attrs.class ?? ''} ${el.attrs.id ?? ''} ${el.attrs['data-testid'] ?? ''}`;
}

function lineItems(container: HtmlElement, rows = false): HtmlElement[] {
  const items = findAll(container, (el) => el.tag === 'li');
  if (items.length) return items.filter((li) => !findFirst(li, (c) => c.tag === 'li'));
  const paragraphs = findAll(container, (el) => el.tag === 'p');
  if (paragraphs.length || !rows) return paragraphs;
  const terms = findAll(container, (el) => el.tag === 'dt');
  // Tables put the amount and the food in cells of one row.
  return terms.length ? terms : findAll(container, (el) => el.tag === 'tr');
}

/** A definition-list line puts food and amount in separate inline boxes (`<b>sugar</b><u>45 g</u>`). */
function itemText(item: HtmlElement): string {
  if (item.tag !== 'dt') return cleanText(textOf(item));
  return cleanText(item.children.map((c) => textOf(c)).join(' '));
}

/**
 * `sentences`: count only items long enough to be a step, so a box of "Prep: 10 min" facts loses.
 * For ingredients, a box is known by its measured lines less half its lines of prose: a wrapper
 * classed like one (around the whole post) scores lower than the list inside it, while a box
 * holding a further group of unmeasured lines ("Toppings: Salsa, Guacamole") wins over its
 * first list.
 */
function bestContainer(root: HtmlElement, pattern: RegExp, avoid?: RegExp, sentences = false): HtmlElement | null {
  const fits = (e: HtmlElement) => pattern.test(hint(e)) && !NOT_CONTENT.test(hint(e)) && !avoid?.test(hint(e));
  let best: HtmlElement | null = null;
  let bestCount = 0;
  let bestItems = 0;
  for (const el of findAll(root, fits)) {
    // Ingredient boxes may be tables or definition lists; step boxes are read as lists or paragraphs.
    const items = lineItems(el, !sentences);
    const texts = items.map((li) => (sentences ? textOf(li) : itemText(li)));
    const count = sentences
      ? texts.filter(isSentence).length
      : texts.filter(isMeasuredLine).length - texts.filter((t) => !isMeasuredLine(t) && isSentence(t)).length / 2;
    const more = count > bestCount || (count === bestCount && !sentences && items.length > bestItems);
    // Else prefer the innermost container with the same items: it carries fewer stray headings.
    if (
      more ||
      (count === bestCount && items.length === bestItems && best && isInside(el, best)) ||
      (sentences && count === bestCount && best && isInside(el, best))
    ) {
      best = el;
      bestCount = count;
      bestItems = items.length;
    }
  }
  return best;
}

/** An amount first ("2 cups flour"), or one after the food ("куриное филе - 4 шт.", "玉ねぎ 1/2個"). */
function isMeasuredLine(text: string): boolean {
  return isAmountLine(text) || (text.length <= 60 && /(?:\s|[-–:：])[\d½¼¾⅓⅔⅛][\d.,/\s-]*\s*\p{L}{0,5}\.?$/u.test(text));
}

function isInside(el: HtmlElement, ancestor: HtmlElement): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

function sectionTitle(el: HtmlElement, container: HtmlElement): string | undefined {
  // A heading right before a list inside the same container names an ingredient group.
  const list = el.parent;
  if (!list || list === container) return undefined;
  const siblings = list.parent?.children ?? [];
  const index = siblings.indexOf(list);
  for (let i = index - 1; i >= 0; i--) {
    const prev = siblings[i];
    if (typeof prev === 'string') {
      if (prev.trim()) break;
      continue;
    }
    if (/^h[2-6]$/.test(prev.tag) || prev.tag === 'strong' || /group-name|title|heading/i.test(prev.attrs.class ?? ''))
      return cleanText(textOf(prev)) || undefined;
    break;
  }
  return undefined;
}

const LOGO = /logo|icon|avatar|sprite|pixel|spacer|\.svg|^data:/i;

function imgSrc(el: HtmlElement): string {
  const lazy = el.attrs['data-src'] ?? el.attrs['data-lazy-src'] ?? el.attrs['data-original'];
  return (lazy ?? el.attrs.src ?? '').trim();
}

/** The page's <h1>; with several, the one the document title repeats (others are section banners). */
function pageHeading(root: HtmlElement, title: string): string {
  const headings = findAll(root, (el) => el.tag === 'h1')
    .map((h) => cleanText(textOf(h)))
    .filter(Boolean);
  const lowerTitle = title.toLowerCase();
  return headings.find((h) => h.length > 3 && lowerTitle.includes(h.toLowerCase())) ?? headings[0] ?? '';
}

/** `title` is the document title, used to tell the recipe's heading from others. */
export function findHtmlRecipe(root: HtmlElement, title = ''): HtmlRecipe {
  const result: HtmlRecipe = { name: pageHeading(root, title), ingredients: [], instructions: [] };
  const ing = bestContainer(root, INGREDIENT_HINT);
  if (ing) {
    let lastTitle: string | undefined;
    for (const li of lineItems(ing, true)) {
      const text = itemText(li);
      if (!text) continue;
      const title = sectionTitle(li, ing);
      const item: Ingredient = { note: text, originalText: text };
      if (title && title !== lastTitle) item.title = title;
      lastTitle = title;
      result.ingredients.push(item);
    }
  }
  const steps = bestContainer(root, STEP_HINT, INGREDIENT_HINT, true);
  if (steps) {
    // Within one step, a heading ending in a colon ("1. TO COOK THE RICE:") leads its text.
    const lines = lineItems(steps).flatMap((item) =>
      cleanText(textOf(item, true), true)
        .replace(/:[ \t]*\n+(?=\s*\S)/g, ': ')
        .split('\n'),
    );
    // "1Das Messer einsetzen": a step number glued to the text by the theme's markup.
    result.instructions = joinWrapped(lines.filter((line) => line && !STEP_NUMBER_ONLY.test(line))).map((text) => ({
      text: text.replace(/^\d{1,2}(?=\p{Lu}\p{Ll})/u, ''),
    }));
  }
  // Plug-in class names are the stronger signal; labelled plain lists are the fallback.
  // Of several labelled sections (an article's "Ingredients" talk and the recipe's list), the one
  // with the most amount-led lines.
  let ingredientEnd: HtmlElement | null = null;
  if (result.ingredients.length < 2) {
    let best: Section | null = null;
    const amounts = (x: Section) => x.lines.filter(isAmountLine).length;
    for (const section of sectionsAfterHeading(root, INGREDIENT_HEADING, STEP_HEADING))
      if (!best || amounts(section) > amounts(best) || (amounts(section) === amounts(best) && section.lines.length > best.lines.length))
        best = section;
    if (best && best.lines.length > result.ingredients.length) {
      result.ingredients = groupIngredients(best.lines);
      ingredientEnd = best.end;
    }
  }
  // Unlabelled pages: the list (or run of paragraphs) whose lines start with amounts.
  let amountList: HtmlElement | null = null;
  let ingredientStart: HtmlElement | null = null;
  if (result.ingredients.length < 2) {
    amountList = findAmountList(root);
    if (amountList) {
      // Ingredient groups: every run of amount paragraphs in the same container, or the amount
      // lists side by side.
      const container = amountList.parent;
      const runs = amountList.attrs['data-paragraphs'] !== undefined && container;
      const lists = runs ? paragraphRuns(container).filter((r) => r.parent === container) : siblingAmountLists(amountList);
      ingredientStart = RUN_END.get(lists[0]) ?? lists[0];
      result.ingredients = lists
        .flatMap((list) => lineItems(list))
        .map((li) => {
          const text = cleanText(textOf(li));
          return { note: text, originalText: text };
        });
    }
  }
  result.ingredients = pairAmounts(result.ingredients);
  // A "method" box that repeats the ingredient lines is a wrapper around both lists.
  const ingredientTexts = new Set(result.ingredients.map((i) => i.note));
  if (result.instructions.filter((s) => ingredientTexts.has(s.text)).length > result.instructions.length / 2) result.instructions = [];
  if (result.instructions.length < 2) {
    const steps = methodSection(root, ingredientEnd ?? ing);
    if (steps.length > result.instructions.length) result.instructions = steps.map((text) => ({ text }));
  }
  // Whatever gave the ingredients, the method follows their block.
  if (result.instructions.length < 2 && result.ingredients.length >= 2) {
    const anchor = ingredientStart ?? ingredientBlockEnd(root, ingredientEnd ?? ing, result.ingredients);
    const steps = anchor ? stepsAfter(anchor) : [];
    if (steps.length > result.instructions.length) result.instructions = steps;
  }
  // The picture nearest before an unlabelled list, else the first picture of the article body,
  // else one the theme marks as the recipe's.
  const content = findFirst(root, (el) => el.tag === 'article' || el.tag === 'main') ?? root;
  const img =
    (amountList &&
      pictureBefore(root, amountList.attrs['data-paragraphs'] === undefined ? amountList : (amountList.children[0] as HtmlElement))) ??
    findFirst(content, (el) => el.tag === 'img' && !LOGO.test(imgSrc(el)) && imgSrc(el) !== '') ??
    findFirst(root, (el) => el.tag === 'img' && classList(el).some((c) => /recipe|featured|hero/i.test(c)));
  if (img) result.image = imgSrc(img);
  return result;
}

/**
 * The lines under a method label. Labels whose lines do not read as steps (a "Preparation 20 min"
 * fact box) are passed over; of the others, the first after the ingredient block, else the longest.
 */
function methodSection(root: HtmlElement, ingredients: HtmlElement | null): string[] {
  const sections = sectionsAfterHeading(root, STEP_HEADING, INGREDIENT_HEADING)
    .map((x) => ({ ...x, lines: joinWrapped(x.lines.filter((line) => !STEP_NUMBER_ONLY.test(line))) }))
    .filter(
      (x) => x.lines.filter((l) => isSentence(l) || NUMBERED_STEP.test(l) || /[.!。！]$/.test(l)).length >= Math.min(2, x.lines.length),
    );
  if (ingredients && sections.length > 1) {
    const order = documentOrder(root);
    const from = order.get(ingredients) ?? -1;
    const after = sections.filter((x) => (order.get(x.label) ?? -1) > from && x.lines.length >= 2);
    let pick = after[0];
    // A method label inside the chosen section ("Preparation" over the article, then "How to
    // make it") is the nearer one.
    for (const x of after.slice(1)) if (pick.end && (order.get(x.label) ?? 0) <= (order.get(pick.end) ?? 0)) pick = x;
    if (pick) return pick.lines;
  }
  let best: string[] = [];
  for (const x of sections) if (x.lines.length > best.length) best = x.lines;
  return best;
}

function documentOrder(root: HtmlElement): Map<HtmlElement, number> {
  const order = new Map<HtmlElement, number>();
  walk(root, (el) => {
    order.set(el, order.size);
  });
  return order;
}

// The last paragraph of a run of ingredient paragraphs (the method may start after it).
const RUN_END = new WeakMap<HtmlElement, HtmlElement>();

/** The element holding the last ingredient line (the method search starts after it). */
function ingredientBlockEnd(root: HtmlElement, box: HtmlElement | null, items: Ingredient[]): HtmlElement | null {
  if (box) return box;
  const last = items[items.length - 1].note;
  return findFirst(root, (el) => {
    if (el.tag === 'script' || el.tag === 'style' || el.tag === 'head') return false;
    const text = shortText(el, last.length + 10);
    return text !== null && cleanText(text).includes(last);
  });
}

/**
 * Hand-written posts may print each ingredient as a paragraph of its own: three or more sibling
 * <p>s starting with amounts (empty ones skipped) stand in for a list.
 */
function paragraphRuns(root: HtmlElement): HtmlElement[] {
  const runs: HtmlElement[] = [];
  const scan = (el: HtmlElement) => {
    if (el.tag === 'nav' || el.tag === 'footer' || el.tag === 'aside' || el.tag === 'header' || el.tag === 'p') return false;
    let run: HtmlElement[] = [];
    const close = () => {
      if (run.length >= 3) {
        const list: HtmlElement = {
          tag: 'ul',
          attrs: { 'data-paragraphs': '' },
          children: run.map((p) => ({ ...p, tag: 'li' })),
          parent: el,
        };
        RUN_END.set(list, run[run.length - 1]);
        runs.push(list);
      }
      run = [];
    };
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      const text = child.tag === 'p' ? cleanText(textOf(child)) : '';
      if (child.tag === 'p' && !text) continue;
      if (child.tag === 'p' && AMOUNT_START.test(text) && text.length <= 120) run.push(child);
      else close();
    }
    close();
    return true;
  };
  scan(root);
  walk(root, scan);
  return runs;
}

/** The list (at least three lines, most of them starting with an amount) with the most such lines. */
function findAmountList(root: HtmlElement): HtmlElement | null {
  let best: HtmlElement | null = null;
  let bestCount = 0;
  for (const run of paragraphRuns(root)) {
    if (run.children.length > bestCount) {
      best = run;
      bestCount = run.children.length;
    }
  }
  walk(root, (el) => {
    if (el.tag === 'nav' || el.tag === 'footer' || el.tag === 'aside' || el.tag === 'header') return false;
    if (el.tag !== 'ul' && el.tag !== 'ol') return true;
    const items = el.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'li');
    const amounts = items.filter((li) => AMOUNT_START.test(cleanText(textOf(li)))).length;
    if (items.length >= 3 && amounts >= items.length * 0.6 && amounts > bestCount) {
      best = el;
      bestCount = amounts;
    }
    return false;
  });
  return best;
}

/** Lists whose lines start with amounts. */
function isAmountList(el: HtmlElement, min: number): boolean {
  if (el.tag !== 'ul' && el.tag !== 'ol') return false;
  const items = el.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'li');
  const amounts = items.filter((li) => AMOUNT_START.test(cleanText(textOf(li)))).length;
  return items.length >= min && amounts >= items.length * 0.6;
}

/** An unlabelled recipe may split its ingredients into several lists under group headings, side by side. */
function siblingAmountLists(list: HtmlElement): HtmlElement[] {
  // The nearest wrapper (a few levels up, before any step list) that holds further amount lists.
  let scope = list.parent;
  for (let level = 0; scope && scope.tag !== '#root' && level < 4; level++, scope = scope.parent) {
    const lists = findAll(scope, (el) => el.tag === 'ul' || el.tag === 'ol');
    if (lists.some((l) => l !== list && !isAmountList(l, 1))) break;
    const amountLists = lists.filter((l) => l === list || isAmountList(l, 1));
    if (amountLists.length > 1) return amountLists;
  }
  return [list];
}

/** The last content picture before `el` in document order. */
function pictureBefore(root: HtmlElement, el: HtmlElement): HtmlElement | null {
  let last: HtmlElement | null = null;
  let done = false;
  walk(root, (node) => {
    if (done) return false;
    if (node === el) {
      done = true;
      return false;
    }
    if (node.tag === 'img' && imgSrc(node) && !LOGO.test(imgSrc(node))) last = node;
  });
  return last;
}
