// schema.org Recipe from microdata (itemscope/itemprop) and RDFa Lite (typeof/property), turned
// into the same plain object shape JSON-LD gives, so one normaliser serves all three.
import { findAll, findFirst, type HtmlElement, textOf } from './dom.ts';
import { AMOUNT_START } from './ingredients.ts';
import type { JsonObject } from './json-ld.ts';
import { cleanText } from './text.ts';

const URL_PROPS = new Set(['a', 'link', 'area']);
const SRC_PROPS = new Set(['img', 'audio', 'video', 'source', 'iframe', 'embed']);
// Step and ingredient text keeps its line breaks so block markup splits into lines later.
const MULTILINE = new Set(['recipeInstructions', 'instructions', 'description']);

interface Syntax {
  scope: (el: HtmlElement) => boolean;
  type: (el: HtmlElement) => string;
  props: (el: HtmlElement) => string[];
}

const MICRODATA: Syntax = {
  scope: (el) => 'itemscope' in el.attrs,
  type: (el) => el.attrs.itemtype ?? '',
  props: (el) => (el.attrs.itemprop ? el.attrs.itemprop.split(/\s+/) : []),
};

const RDFA: Syntax = {
  scope: (el) => 'typeof' in el.attrs,
  type: (el) => el.attrs.typeof ?? '',
  props: (el) => {
    const p = el.attrs.property ?? el.attrs.rel;
    return p ? p.split(/\s+/).map((name) => name.replace(/^(?:schema|sdo|http:\/\/schema\.org\/):?/i, '')) : [];
  },
};

// A "Note:" line of its own: what follows in the method's box is remarks, not steps.
const NOTES_LABEL =
  /^\s*(?:notes?|tips?|uwaga|uwagi|hinweis|hinweise|tipp|tipps|astuce|nota|note|consiglio|consigli|opmerking|bemærk|obs|poznámka)\s*:?\s*$/im;

function withoutNotes(text: string): string {
  const m = NOTES_LABEL.exec(text);
  const before = m ? text.slice(0, m.index) : '';
  return /\p{L}/u.test(before) ? before : text;
}

/**
 * A description wrapper that also holds the recipe's other properties (a theme opening it around
 * the whole card) contributes only the text before the first of them.
 */
function leadingText(el: HtmlElement, syntax: Syntax): string | null {
  const isProp = (e: HtmlElement) => syntax.props(e).length > 0;
  const index = el.children.findIndex((c) => typeof c !== 'string' && (isProp(c) || findFirst(c, isProp) !== null));
  if (index < 0) return null;
  return textOf({ ...el, children: el.children.slice(0, index) }, true);
}

function propValue(el: HtmlElement, name: string, syntax: Syntax): string | string[] {
  const a = el.attrs;
  if (a.content !== undefined) return a.content;
  if (el.tag === 'meta') return a.content ?? '';
  if (URL_PROPS.has(el.tag) && a.href && name !== 'name' && name !== 'recipeIngredient') return a.href;
  if (SRC_PROPS.has(el.tag)) return a.src ?? a['data-src'] ?? '';
  if (el.tag === 'time') return a.datetime ?? textOf(el);
  if (el.tag === 'data' || el.tag === 'meter') return a.value ?? textOf(el);
  if (name === 'recipeIngredient' || name === 'ingredients') return ingredientText(el);
  if (name === 'description') return leadingText(el, syntax) ?? textOf(el, true);
  if (name === 'recipeInstructions') return withoutNotes(textOf(el, true));
  return textOf(el, MULTILINE.has(name));
}

/**
 * One ingredient per itemprop as a rule (two blocks, one with the amount, are its two halves), whatever blocks its amount and name sit in
 * (`<dt>40 g</dt><dd>bacon</dd>`); some sites put the whole list (lines, `<br>`s, `<li>`s) in one.
 */
function ingredientText(el: HtmlElement): string | string[] {
  const lines = cleanText(textOf(el, true), true)
    .split('\n')
    .map((line) => line.replace(/^[-–•*·]\s*/, '').trim())
    .filter(Boolean);
  if (lines.length <= 1 || (lines.length === 2 && lines.some((line) => AMOUNT_START.test(line)))) return lines.join(' ');
  return lines;
}

function readItem(scope: HtmlElement, syntax: Syntax): JsonObject {
  const item: JsonObject = {
    '@type':
      syntax
        .type(scope)
        .split(/[\s/#]+/)
        .filter(Boolean)
        .pop() ?? '',
  };
  const add = (name: string, value: unknown) => {
    const prev = item[name];
    item[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  const visit = (el: HtmlElement) => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      const names = syntax.props(child);
      const nested = syntax.scope(child);
      for (const name of names) add(name, nested ? readItem(child, syntax) : propValue(child, name, syntax));
      if (!nested) visit(child);
    }
  };
  visit(scope);
  return item;
}

function findRecipe(root: HtmlElement, syntax: Syntax): JsonObject | null {
  const scopes = findAll(root, (el) => syntax.scope(el) && /Recipe\b/.test(syntax.type(el)));
  let best: JsonObject | null = null;
  let bestScore = -1;
  for (const scope of scopes) {
    const item = readItem(scope, syntax);
    const score = (item.recipeIngredient || item.ingredients ? 2 : 0) + (item.recipeInstructions ? 2 : 0);
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

/** Old themes mark ingredients with itemprop but forget the Recipe itemscope around them. */
function findLooseProps(root: HtmlElement): JsonObject | null {
  const item = readItem(root, MICRODATA);
  if (!item.recipeIngredient && !item.ingredients) return null;
  return { ...item, '@type': 'Recipe' };
}

export function findMicrodataRecipe(root: HtmlElement): JsonObject | null {
  const recipe = findRecipe(root, MICRODATA) ?? findRecipe(root, RDFA);
  if (!recipe) return findLooseProps(root);
  // Broken markup can close the Recipe scope early, stranding its steps outside it.
  if (!recipe.recipeInstructions || !(recipe.recipeIngredient || recipe.ingredients)) {
    const loose = readItem(root, MICRODATA);
    recipe.recipeInstructions ??= loose.recipeInstructions;
    if (!recipe.recipeIngredient && !recipe.ingredients) recipe.recipeIngredient = loose.recipeIngredient ?? loose.ingredients;
  }
  return recipe;
}
