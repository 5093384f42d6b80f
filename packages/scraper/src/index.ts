// scrapeRecipe: HTML + URL → recipe in Mealie's shape. Pure: no network, no database.
import { findAll, type HtmlElement, parseHtml, textOf } from './dom.ts';
import { minutesToIso, parseDuration } from './durations.ts';
import { findHtmlRecipe } from './html-heuristics.ts';
import { absoluteUrl, chooseImage } from './image.ts';
import { findJsonLdRecipe, hasType, type JsonObject, jsonLdNodes } from './json-ld.ts';
import { findLabelledValues, type LabelledValues } from './labelled-values.ts';
import { readMeta, stripSiteName } from './meta.ts';
import { findMicrodataRecipe } from './microdata.ts';
import { fromSchema } from './schema-recipe.ts';
import { stringList } from './text.ts';
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
  // Structured data that lacks ingredients or steps (or gives one run-on block) is completed
  // from the page's own lists; the scan is skipped when nothing is missing.
  const incomplete = recipe.recipeIngredient.length === 0 || recipe.recipeInstructions.length <= 1 || !recipe.name || lacksAmounts(recipe);
  const heuristic = incomplete ? findHtmlRecipe(root) : null;
  if (heuristic) {
    if (recipe.recipeIngredient.length === 0 || (lacksAmounts(recipe) && extendsEach(heuristic.ingredients, recipe)))
      recipe.recipeIngredient = heuristic.ingredients;
    if (recipe.recipeInstructions.length <= 1 && heuristic.instructions.length > recipe.recipeInstructions.length)
      recipe.recipeInstructions = heuristic.instructions;
  }
  if (!recipe.name) recipe.name = pageName(heuristic?.name ?? '', stripSiteName(meta.title, meta.siteName));
  recipe.description = fullDescription(recipe.description, meta.descriptions) || meta.description;
  if (!recipe.recipeYield || !recipe.totalTime) fillFromLabels(recipe, findLabelledValues(root));
  const images = [...(primary?.images ?? []), ...(fromLd && fromMd ? fromMd.images : []), ...meta.images];
  recipe.image = chooseImage(images) ?? (heuristic ?? findHtmlRecipe(root)).image;
  if (recipe.image) recipe.image = absoluteUrl(recipe.image, url) || undefined;
  if (recipe.recipeCategory.length === 0) recipe.recipeCategory = pageCategories(root, nodes);
  if (recipe.tags.length === 0 && meta.keywords) recipe.tags = stringList(meta.keywords);
  recipe.extras.language = recipe.extras.language || meta.language || undefined;

  recipe.recipeIngredient = dropRepeat(recipe.recipeIngredient, (i) => i.originalText);
  recipe.recipeInstructions = dropRepeat(recipe.recipeInstructions, (s) => s.text);
  // Without structured data, a page with neither ingredients nor steps is not a recipe page.
  if (recipe.recipeIngredient.length === 0 && recipe.recipeInstructions.length === 0 && !primary) return null;
  if (!recipe.name && recipe.recipeIngredient.length === 0 && recipe.recipeInstructions.length === 0) return null;
  return recipe;
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

/** JSON-LD descriptions are often cut short ("…", "Read More"); a meta tag may hold the whole text. */
function fullDescription(description: string, others: string[]): string {
  const stem = description.replace(/\s*(?:\.\.\.|…)?\s*(?:read more\W*)?$/i, '').trim();
  const truncated = stem !== description.trim() || (stem.length >= 60 && !/[.!?)"”]$/.test(stem));
  if (!stem || !truncated) return description;
  const longer = others.find((o) => o.length > stem.length + 5 && o.startsWith(stem));
  return longer ?? description;
}

/** A blog post's own section or category links stand in for a missing recipeCategory. */
function pageCategories(root: HtmlElement, nodes: JsonObject[]): string[] {
  for (const node of nodes) {
    if (node.articleSection && !hasType(node, 'WebPage')) {
      const sections = stringList(node.articleSection);
      if (sections.length) return sections;
    }
  }
  const links = findAll(root, (el) => el.tag === 'a' && /\bcategory\b/i.test(el.attrs.rel ?? ''));
  return stringList(links.map((a) => textOf(a)));
}

/** Some sites list bare food names in JSON-LD and print the amounts only on the page. */
function lacksAmounts(recipe: ScrapedRecipe): boolean {
  const lines = recipe.recipeIngredient;
  return lines.length >= 3 && lines.filter((i) => /\d|[½¼¾⅓]/.test(i.note)).length <= lines.length * 0.2;
}

function extendsEach(candidates: Ingredient[], recipe: ScrapedRecipe): boolean {
  const names = recipe.recipeIngredient.map((i) => i.note.toLowerCase());
  if (candidates.length !== names.length) return false;
  return candidates.every((c, i) => c.note.toLowerCase().includes(names[i]));
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
