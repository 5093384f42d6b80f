import type { ScrapedRecipe } from '@larder/scraper';
import type { Deps } from '../../../platform/deps.js';
import { jsonAsHtml, noRecipeFound, scrapeOrFail } from './page.js';

// Enough for any recipe page's text, well inside a model's context.
const MAX_TEXT = 40_000;

export const RECIPE_JSON_SHAPE = [
  'one JSON object in schema.org Recipe form with these keys: "name" (string), "description" (string),',
  '"recipeYield" (string), "prepTime", "cookTime" and "totalTime" (ISO 8601 durations such as "PT1H30M", or ""),',
  '"recipeIngredient" (array of strings, one ingredient line each, as written), "recipeInstructions"',
  '(array of strings, one step each), "recipeCategory" (array of strings) and "keywords" (array of strings).',
  'Copy the text faithfully; do not invent ingredients or steps.',
  'When there is no recipe, answer {"name": "", "recipeIngredient": [], "recipeInstructions": []}.',
].join(' ');

/** The readable text of a page: no scripts, styles or tags. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|noscript|svg|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(?:br|\/p|\/li|\/h\d|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT);
}

/**
 * Mealie's second strategy: when a page has no recipe markup, the configured OpenAI-compatible
 * model reads its text. The answer goes through the same scraper normalisation as JSON-LD.
 */
export async function readRecipeWithOpenAi(deps: Deps, html: string, url: string): Promise<ScrapedRecipe> {
  const text = pageText(html);
  if (!text) throw noRecipeFound('at this address');
  const answer = await deps.openai.chatJson({
    system: `You read the text of a web page and write out the recipe on it as ${RECIPE_JSON_SHAPE}`,
    user: `The page ${url} reads:\n\n${text}`,
  });
  const recipe = await scrapeOrFail(jsonAsHtml(JSON.stringify(answer ?? {})), url, 'at this address');
  // Only addresses found in the page itself are fetched, never one the model wrote.
  recipe.image = undefined;
  return recipe;
}
