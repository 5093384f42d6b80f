// Last resort when a page has no usable structured data: ingredient and step lists found by the
// class and id names recipe plug-ins and hand-made templates use, and the page's <h1>.
import { classList, findAll, findFirst, type HtmlElement, textOf } from './dom.ts';
import { groupIngredients } from './ingredients.ts';
import { joinWrapped, type Step } from './instructions.ts';
import { INGREDIENT_HEADING, linesAfterHeading, STEP_HEADING } from './section-headings.ts';
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

function lineItems(container: HtmlElement): HtmlElement[] {
  const items = findAll(container, (el) => el.tag === 'li');
  if (items.length) return items.filter((li) => !findFirst(li, (c) => c.tag === 'li'));
  return findAll(container, (el) => el.tag === 'p');
}

function bestContainer(root: HtmlElement, pattern: RegExp, avoid?: RegExp): HtmlElement | null {
  let best: HtmlElement | null = null;
  let bestCount = 0;
  const fits = (e: HtmlElement) => pattern.test(hint(e)) && !NOT_CONTENT.test(hint(e)) && !avoid?.test(hint(e));
  for (const el of findAll(root, fits)) {
    const count = lineItems(el).length;
    // Prefer the innermost container with the same items: it carries fewer stray headings.
    if (count > bestCount || (count === bestCount && best && isInside(el, best))) {
      best = el;
      bestCount = count;
    }
  }
  return best;
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

// Numbering printed in its own element ("1", "Step 2", "2.") is not a step.
const STEP_NUMBER_ONLY = /^(?:step|schritt|étape|paso|passo|stap|krok)?\s*\d+[.):]?$/i;

const LOGO = /logo|icon|avatar|sprite|pixel|spacer|\.svg|^data:/i;

function imgSrc(el: HtmlElement): string {
  const lazy = el.attrs['data-src'] ?? el.attrs['data-lazy-src'] ?? el.attrs['data-original'];
  return (lazy ?? el.attrs.src ?? '').trim();
}

export function findHtmlRecipe(root: HtmlElement): HtmlRecipe {
  const h1 = findFirst(root, (el) => el.tag === 'h1');
  const result: HtmlRecipe = { name: h1 ? cleanText(textOf(h1)) : '', ingredients: [], instructions: [] };
  const ing = bestContainer(root, INGREDIENT_HINT);
  if (ing) {
    let lastTitle: string | undefined;
    for (const li of lineItems(ing)) {
      const text = cleanText(textOf(li));
      if (!text) continue;
      const title = sectionTitle(li, ing);
      const item: Ingredient = { note: text, originalText: text };
      if (title && title !== lastTitle) item.title = title;
      lastTitle = title;
      result.ingredients.push(item);
    }
  }
  const steps = bestContainer(root, STEP_HINT, INGREDIENT_HINT);
  if (steps) {
    const lines = lineItems(steps).flatMap((item) => cleanText(textOf(item, true), true).split('\n'));
    result.instructions = joinWrapped(lines.filter((line) => line && !STEP_NUMBER_ONLY.test(line))).map((text) => ({ text }));
  }
  // Plug-in class names are the stronger signal; labelled plain lists are the fallback.
  if (result.ingredients.length < 2) {
    const lines = linesAfterHeading(root, INGREDIENT_HEADING, STEP_HEADING);
    if (lines.length > result.ingredients.length) result.ingredients = groupIngredients(lines);
  }
  // A "method" box that repeats the ingredient lines is a wrapper around both lists.
  const ingredientTexts = new Set(result.ingredients.map((i) => i.note));
  if (result.instructions.filter((s) => ingredientTexts.has(s.text)).length > result.instructions.length / 2) result.instructions = [];
  if (result.instructions.length < 2) {
    const lines = linesAfterHeading(root, STEP_HEADING, INGREDIENT_HEADING);
    const steps = joinWrapped(lines.filter((line) => !STEP_NUMBER_ONLY.test(line)));
    if (steps.length > result.instructions.length) result.instructions = steps.map((text) => ({ text }));
  }
  // The first picture of the article body, else one the theme marks as the recipe's.
  const content = findFirst(root, (el) => el.tag === 'article' || el.tag === 'main') ?? root;
  const img =
    findFirst(content, (el) => el.tag === 'img' && !LOGO.test(imgSrc(el)) && imgSrc(el) !== '') ??
    findFirst(root, (el) => el.tag === 'img' && classList(el).some((c) => /recipe|featured|hero/i.test(c)));
  if (img) result.image = imgSrc(img);
  return result;
}
