// scrapeRecipe: HTML + URL → recipe in Mealie's shape. Pure: no network, no database.
import { findAll, findFirst, type HtmlElement, parseHtml, textOf, walk } from './dom.ts';
import { minutesToIso, parseDuration } from './durations.ts';
import { findHtmlRecipe } from './html-heuristics.ts';
import { absoluteUrl, chooseImage, LOGO } from './image.ts';
import { AMOUNT_START, dropParallelCopy } from './ingredients.ts';
import type { Step } from './instructions.ts';
import { findJsonLdRecipe, hasType, type JsonObject, jsonLdNodes } from './json-ld.ts';
import { findLabelledValues, type LabelledValues, YIELD_VALUE } from './labelled-values.ts';
import { type PageMeta, readMeta, stripSiteName } from './meta.ts';
import { findMicrodataRecipe } from './microdata.ts';
import { fromSchema } from './schema-recipe.ts';
import { completeStepTitles, onlyStepTitles } from './step-titles.ts';
import { cleanText, firstString, stringList } from './text.ts';
import type { Ingredient, ScrapedRecipe } from './types.ts';
import { parseYield } from './yields.ts';

export type { Step } from './instructions.ts';
export type { Ingredient, ScrapedRecipe } from './types.ts';

export function scrapeRecipe(html: string, url: string): ScrapedRecipe | null {
  const root = parseHtml(html);
  const meta = readMeta(root, url);
  const nodes = jsonLdNodes(root);
  const jsonLd = findJsonLdRecipe(nodes);
  const microdata = findMicrodataRecipe(root);
  const fromLd = jsonLd ? fromSchema(jsonLd, url, 'json-ld') : null;
  const fromMd = microdata ? fromSchema(microdata, url, 'microdata') : null;
  const primary = fromLd ?? fromMd;

  const recipe: ScrapedRecipe = primary?.recipe ?? {
    name: '',
    description: '',
    recipeIngredient: [],
    recipeInstructions: [],
    recipeCategory: [],
    recipeCuisine: [],
    tags: [],
    nutrition: {},
    orgURL: url,
    extras: { source: 'html' },
  };
  const secondary = fromLd && fromMd ? fromMd.recipe : null;
  if (secondary) {
    // Some sites glue JSON-LD steps into one line while their microdata keeps the breaks.
    if (secondary.recipeInstructions.length > recipe.recipeInstructions.length && recipe.recipeInstructions.length <= 2)
      recipe.recipeInstructions = secondary.recipeInstructions;
    fillGaps(recipe, secondary);
  }
  if (onlyStepTitles(recipe.recipeInstructions))
    recipe.recipeInstructions = completeStepTitles(recipe.recipeInstructions, root) ?? recipe.recipeInstructions;
  // Structured data that lacks ingredients or steps (or gives one run-on block) is completed
  // from the page's own lists; the scan is skipped when nothing is missing.
  const fewIngredients = recipe.recipeIngredient.length <= 2;
  const fewSteps = recipe.recipeInstructions.length <= 3;
  const incomplete = fewIngredients || fewSteps || !recipe.name || lacksAmounts(recipe);
  const heuristic = incomplete ? findHtmlRecipe(root, meta.title) : null;
  if (heuristic) {
    if (
      recipe.recipeIngredient.length === 0 ||
      (fewIngredients && gluedList(recipe.recipeIngredient, heuristic.ingredients)) ||
      (fewIngredients && stubList(recipe.recipeIngredient, heuristic.ingredients)) ||
      (lacksAmounts(recipe) && extendsEach(heuristic.ingredients, recipe))
    )
      recipe.recipeIngredient = heuristic.ingredients;
    else if (
      continuesIngredients(
        heuristic.ingredients.map((i) => i.note),
        recipe.recipeIngredient.map((i) => i.note),
      )
    )
      recipe.recipeIngredient = heuristic.ingredients;
    else if (lacksAmounts(recipe)) recipe.recipeIngredient = linesNaming(heuristic.ingredients, recipe) ?? recipe.recipeIngredient;
    if (recipe.recipeInstructions.length <= 1 && heuristic.instructions.length > recipe.recipeInstructions.length)
      recipe.recipeInstructions = heuristic.instructions;
    else if (fewSteps && continuesSteps(heuristic.instructions, recipe.recipeInstructions))
      recipe.recipeInstructions = heuristic.instructions;
  }
  if (!recipe.name) recipe.name = pageName(heuristic?.name ?? '', stripSiteName(meta.title, meta.siteName));
  recipe.description =
    (recipe.description
      ? fullDescription(recipe.description, meta.descriptions, root, recipe.name)
      : fullDescription(meta.description, meta.descriptions, root, recipe.name, 100)) || leadParagraph(root);
  if (!recipe.recipeYield || !recipe.totalTime) fillFromLabels(recipe, findLabelledValues(root));
  const images = [...(primary?.images ?? []), ...(fromLd && fromMd ? fromMd.images : []), ...meta.images];
  recipe.image = chooseImage(images);
  // A site whose only shared picture is its icon: the page's own picture is the dish.
  if (!recipe.image || (!primary && LOGO.test(recipe.image)))
    recipe.image = (heuristic ?? findHtmlRecipe(root, meta.title)).image ?? recipe.image;
  if (recipe.image) recipe.image = absoluteUrl(recipe.image, url) || undefined;
  if (recipe.recipeCategory.length === 0) recipe.recipeCategory = pageCategories(root, nodes, meta, recipe.name, url);
  if (recipe.tags.length === 0 && meta.keywords) recipe.tags = stringList(meta.keywords);
  recipe.extras.language = recipe.extras.language || meta.language || undefined;

  recipe.recipeInstructions = dropTrailingChrome(
    dropRepeat(recipe.recipeInstructions, (s) => s.text),
    (s) => s.text,
  );
  recipe.recipeIngredient = tidyIngredients(dropParallelCopy(dropRepeat(recipe.recipeIngredient, (i) => i.originalText)), recipe);
  // Without structured data, a page with neither ingredients nor steps is not a recipe page.
  if (recipe.recipeIngredient.length === 0 && recipe.recipeInstructions.length === 0 && !primary) return null;
  if (!recipe.name && recipe.recipeIngredient.length === 0 && recipe.recipeInstructions.length === 0) return null;
  return recipe;
}

/**
 * Page chrome caught with the ingredient lines: the method when one box holds both lists, a
 * servings line ("2 - 4 porcje"), a button label repeated after every line ("… shopping list").
 */
function tidyIngredients(items: Ingredient[], recipe: ScrapedRecipe): Ingredient[] {
  const steps = new Set(recipe.recipeInstructions.map((s) => s.text));
  let out = dropTrailingChrome(
    items.filter((i) => !YIELD_VALUE.test(i.note)),
    (i) => i.note,
  );
  if (out.filter((i) => steps.has(i.note)).length >= 2) out = out.filter((i) => !steps.has(i.note));
  const suffix = commonSuffix(out.map((i) => i.note));
  if (suffix) {
    out = out.map((i) => {
      const text = i.note.slice(0, -suffix.length).trim();
      return { ...i, note: text, originalText: text };
    });
  }
  return out.length ? out : items;
}

/** Two or three words every line (of four or more) ends with. */
function commonSuffix(lines: string[]): string {
  if (lines.length < 4) return '';
  const words = lines[0].split(' ');
  for (let n = 3; n >= 2; n--) {
    if (words.length <= n) continue;
    const tail = ` ${words.slice(-n).join(' ')}`;
    if (lines.every((l) => l.endsWith(tail) && l.length > tail.length)) return tail;
  }
  return '';
}

// Calls to action a theme prints right after a list ("Sign up to our newsletter", "Follow us on …"),
// and the credits under a method ("Photo: …", "Recipe excerpted from …", "Recette extraite de …").
const CHROME_LINE =
  /\b(?:newsletter|subscribe|sign up|follow us|join (?:the|our) \S+ community|abonnieren|abonnez|inscrivez-vous)\b|^(?:photos?|fotos?|photography|crédit photo)\s*[:：]|^(?:recipe (?:from|adapted from|excerpted from|reprinted)|reprinted (?:from|with permission)|recette (?:extraite|tirée)|rezept aus)\b/i;

function dropTrailingChrome<T>(list: T[], text: (item: T) => string): T[] {
  let end = list.length;
  while (end > 1 && CHROME_LINE.test(text(list[end - 1]))) end--;
  return end === list.length ? list : list.slice(0, end);
}

/** Pages that render a list twice (desktop and mobile copies) repeat it whole. */
function dropRepeat<T>(list: T[], key: (item: T) => string): T[] {
  const half = list.length / 2;
  if (list.length < 2 || !Number.isInteger(half)) return list;
  for (let i = 0; i < half; i++) if (key(list[i]) !== key(list[i + half])) return list;
  return list.slice(0, half);
}

// Themes put screen-reader headings such as "Navigation" in an <h1> before the real one.
const CHROME_HEADING = /^(?:navigation|main navigation|menu|search|skip to (?:main )?content|site navigation|header)$/i;

function pageName(h1: string, title: string): string {
  return h1 && !CHROME_HEADING.test(h1) ? h1 : title;
}

/**
 * JSON-LD descriptions are often cut short ("…", "Read More"); a meta tag or the page's own
 * paragraph may hold the whole text.
 */
function fullDescription(description: string, others: string[], root: HtmlElement, name: string, cutAt = 60): string {
  const stemOf = (s: string) => s.replace(/\s*(?:\.\.\.|…)?\s*(?:read more\W*)?$/i, '').trim();
  // Without an ellipsis, only text that stops mid-sentence past `cutAt` characters reads as cut
  // (meta tags are cut at 140-160; a short one is a whole summary without its full stop).
  const isCut = (s: string) => stemOf(s) !== s.trim() || (s.length >= cutAt && !/[.!?)"”]$/.test(s.trim()));
  let stem = stemOf(description);
  if (!stem || !isCut(description)) return description;
  const longer = (o: string) => o.length > stem.length + 5 && o.startsWith(stem);
  const meta = others.find(longer);
  // A meta tag may be cut too, only later: the page paragraph is then searched with its longer stem.
  if (meta && stemOf(meta) === meta.trim()) return meta;
  if (meta) stem = stemOf(meta);
  let found = '';
  const search = () =>
    walk(root, (el) => {
      if (found) return false;
      if (el.tag !== 'p') return true;
      const text = cleanText(textOf(el));
      if (longer(text)) found = text;
      return false;
    });
  search();
  // Some blog platforms open the summary with the post's title, which the paragraph does not repeat.
  const titleWords = commonWords(stem, name);
  if (!found && titleWords >= 2) {
    stem = stem.split(' ').slice(titleWords).join(' ');
    search();
  }
  return found || meta || description;
}

/** How many leading words two texts share. */
function commonWords(a: string, b: string): number {
  const x = a.toLowerCase().split(' ');
  const y = b.toLowerCase().split(' ');
  let n = 0;
  while (n < x.length - 1 && n < y.length && x[n] === y[n]) n++;
  return n;
}

const PAGE_CHROME = new Set(['nav', 'header', 'footer', 'aside', 'form']);

/** With no description anywhere else, the first real paragraph of the article introduces the dish. */
function leadParagraph(root: HtmlElement): string {
  const content = findFirst(root, (el) => el.tag === 'article' || el.tag === 'main');
  let found = '';
  const search = (from: HtmlElement) =>
    walk(from, (el) => {
      if (found || PAGE_CHROME.has(el.tag)) return false;
      if (el.tag !== 'p') return true;
      const text = cleanText(textOf(el));
      if (text.split(' ').length >= 12) found = text;
      return false;
    });
  if (content) search(content);
  // An <article> teaser elsewhere on the page may hold no paragraph at all.
  if (!found) search(root);
  return found;
}

/**
 * A blog post's own section, category links or breadcrumb stand in for a missing recipeCategory,
 * from the most to the least specific signal.
 */
function pageCategories(root: HtmlElement, nodes: JsonObject[], meta: PageMeta, name: string, url: string): string[] {
  for (const node of nodes) {
    if (node.articleSection && !hasType(node, 'WebPage')) {
      const sections = stringList(node.articleSection);
      if (sections.length) return sections;
    }
  }
  if (meta.sections.length) return stringList(meta.sections);
  const relLinks = (rel: string) =>
    stringList(findAll(root, (el) => el.tag === 'a' && new RegExp(`\\b${rel}\\b`, 'i').test(el.attrs.rel ?? '')).map((a) => textOf(a)));
  const categoryLinks = relLinks('category');
  if (categoryLinks.length) return categoryLinks;
  const crumb = breadcrumbParent(root, nodes, name, url);
  if (crumb) return [crumb];
  const marked = markedCategory(root);
  if (marked.length) return marked;
  if (meta.articleTags.length) return stringList(meta.articleTags);
  return relLinks('tag');
}

/** The breadcrumb step just above the page ("Home › Desserts › This cake" gives "Desserts"). */
function breadcrumbParent(root: HtmlElement, nodes: JsonObject[], name: string, url: string): string {
  const isPage = (s: string) => s.toLowerCase() === name.toLowerCase();
  for (const node of nodes) {
    if (!hasType(node, 'BreadcrumbList') || !Array.isArray(node.itemListElement)) continue;
    const steps = (node.itemListElement as JsonObject[])
      .filter((i) => i && typeof i === 'object')
      .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    // The last step is the page itself when it names the recipe or links nowhere else.
    const last = steps[steps.length - 1];
    const lastLink =
      last && (typeof last.item === 'string' ? last.item : ((last.item as JsonObject | undefined)?.['@id'] as string | undefined));
    if (last && (!lastLink || samePage(lastLink, url) || isPage(firstString(last.name)))) steps.pop();
    const names = steps.map((i) => firstString(i.name ?? (i.item as JsonObject | undefined)?.name)).filter(Boolean);
    // The first step is the home page.
    if (names.length >= 2) return names[names.length - 1];
  }
  const trail = findFirst(root, (el) => /breadcrumb/i.test(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`));
  if (!trail) return '';
  const links = findAll(trail, (el) => el.tag === 'a' && !!el.attrs.href)
    .map((a) => cleanText(textOf(a)))
    .filter((s) => s && !isPage(s));
  return links.length >= 2 ? links[links.length - 1] : '';
}

// Theme class names for a post's category label: "post-cat-link", "entry-categories" ("cat" as a
// word of the class name).
const CATEGORY_CLASS = /(?:^|[-_])cat(?:egor(?:y|ies))?(?:$|[-_])|^categor(?:y|ies)$/;
const CHROME = new Set(['nav', 'header', 'footer', 'aside']);

/** The first short label (or handful of links) the theme marks as the post's category. */
function markedCategory(root: HtmlElement): string[] {
  let found: string[] = [];
  walk(root, (el) => {
    if (found.length || CHROME.has(el.tag) || /menu|nav|breadcrumb|related/i.test(el.attrs.class ?? '')) return false;
    if (!(el.attrs.class ?? '').split(/\s+/).some((c) => CATEGORY_CLASS.test(c))) return true;
    const links = findAll(el, (a) => a.tag === 'a').map((a) => cleanText(textOf(a)));
    const texts = links.length ? links : [cleanText(textOf(el))];
    if (texts.length <= 5 && texts.every((t) => t && t.length <= 40)) found = stringList(texts);
    // A wrapper that only carries a category class (`<article class="category-soups">`) is searched on.
    return found.length === 0;
  });
  return found;
}

function samePage(a: string, b: string): boolean {
  const path = (u: string) =>
    absoluteUrl(u, b)
      .replace(/^https?:\/\/(?:www\.)?/, '')
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '');
  return path(a) === path(b);
}

/** Some sites list bare food names in JSON-LD and print the amounts only on the page. */
function lacksAmounts(recipe: ScrapedRecipe): boolean {
  const lines = recipe.recipeIngredient;
  return lines.length >= 3 && lines.filter((i) => /\d|[½¼¾⅓]/.test(i.note)).length <= lines.length * 0.2;
}

/** The page's list opens with the structured lines and goes on: the structured list was cut short. */
function continuesList(page: string[], structured: string[]): boolean {
  if (structured.length === 0 || page.length < structured.length + 2) return false;
  const opening = (s: string) => s.toLowerCase().replace(/\s+/g, '').slice(0, 40);
  return structured.every((line, i) => opening(page[i]) === opening(line));
}

/** …and, for ingredients, goes on with measured lines rather than a nutrition panel. */
function continuesIngredients(page: string[], structured: string[]): boolean {
  const extra = page.slice(structured.length);
  return continuesList(page, structured) && extra.filter((line) => AMOUNT_START.test(line)).length >= extra.length * 0.5;
}

function continuesSteps(page: Step[], structured: Step[]): boolean {
  const strip = (s: string) => s.replace(/^\d+\s*/, '');
  return continuesList(
    page.map((s) => strip(s.text)),
    structured.map((s) => strip(s.text)),
  );
}

/** One or two structured lines holding a whole list the page prints line by line. */
function gluedList(lines: Ingredient[], page: Ingredient[]): boolean {
  if (page.length < 3) return false;
  const glued = lines
    .map((i) => i.note)
    .join(' ')
    .toLowerCase();
  return page.filter((i) => glued.includes(i.note.toLowerCase().slice(0, 12))).length >= page.length * 0.6;
}

/** One or two bare names ("Chicken") standing for a page list of measured lines. */
function stubList(lines: Ingredient[], page: Ingredient[]): boolean {
  const measured = page.filter((i) => AMOUNT_START.test(i.note)).length;
  return lines.every((i) => !/\d/.test(i.note)) && page.length >= 5 && measured >= page.length * 0.6;
}

function extendsEach(candidates: Ingredient[], recipe: ScrapedRecipe): boolean {
  const names = recipe.recipeIngredient.map((i) => i.note.toLowerCase());
  if (candidates.length !== names.length) return false;
  return candidates.every((c, i) => c.note.toLowerCase().includes(names[i]));
}

/** The page lines that name each bare structured ingredient, in order (the page adds headings and chrome). */
function linesNaming(candidates: Ingredient[], recipe: ScrapedRecipe): Ingredient[] | null {
  const out: Ingredient[] = [];
  let from = 0;
  for (const item of recipe.recipeIngredient) {
    const name = item.note.toLowerCase();
    let found = -1;
    for (let i = from; i < candidates.length && found < 0; i++) if (candidates[i].note.toLowerCase().endsWith(name)) found = i;
    if (found < 0 || !AMOUNT_START.test(candidates[found].note)) return null;
    out.push(item.title ? { ...candidates[found], title: item.title } : candidates[found]);
    from = found + 1;
  }
  return out;
}

function fillFromLabels(recipe: ScrapedRecipe, labels: LabelledValues): void {
  if (!recipe.recipeYield && labels.yield) {
    const y = parseYield(labels.yield);
    recipe.recipeYield = y?.text;
    recipe.recipeServings = y?.servings;
  }
  if (recipe.totalTime || recipe.prepTime || recipe.performTime) return;
  const prep = parseDuration(labels.prep);
  const cook = parseDuration(labels.cook);
  const total = parseDuration(labels.total) ?? (prep != null || cook != null ? (prep ?? 0) + (cook ?? 0) : null);
  recipe.prepTime = minutesToIso(prep);
  recipe.performTime = minutesToIso(cook);
  recipe.totalTime = minutesToIso(total);
}

function fillGaps(target: ScrapedRecipe, source: ScrapedRecipe): void {
  const t = target as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    const current = t[key];
    const empty = current === undefined || current === '' || (Array.isArray(current) && current.length === 0);
    if (empty) t[key] = value;
  }
}
