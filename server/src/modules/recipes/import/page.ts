import type { ScrapedRecipe } from '@larder/scraper';
import { badRequest, timedOut } from '../../../platform/errors.js';
import { OutboundError, type OutboundFetcher, outboundAppError } from '../../../platform/outbound.js';

/** Fetching a page through the SSRF-safe fetcher and reading a recipe from it. */

const SCRAPE_TIMEOUT_MS = 15_000;
const PAGE_LIMIT_BYTES = 10 * 1024 * 1024;

/** Mealie's scrape failure (`details: "BAD_RECIPE_DATA"`), with a message a person can act on. */
export const noRecipeFound = (where: string) =>
  badRequest(
    `No recipe was found ${where}: the page has no recipe data (schema.org Recipe) or recognisable ingredient and step lists`,
    'BAD_RECIPE_DATA',
    { details: 'BAD_RECIPE_DATA' },
  );

/**
 * The address in what the user pasted: the first `http(s)://…` or `www.…` token, as Mealie
 * does, so that a shared "Look at this: https://…" text works.
 */
export function urlIn(text: string): string {
  const found = /\bhttps?:\/\/[^\s<>"']+/i.exec(text)?.[0] ?? /\bwww\.[^\s<>"']+/i.exec(text)?.[0];
  if (!found) throw badRequest(`No web address found in "${text.slice(0, 100)}": it must start with http://, https:// or www.`);
  return found.toLowerCase().startsWith('www.') ? `https://${found}` : found;
}

const JSON_TYPES = /^application\/(?:ld\+)?json\b/i;
const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml|text\/plain|application\/xml|text\/xml)\b/i;

export interface FetchedPage {
  /** The address after redirects. */
  url: string;
  /** HTML to scrape (a JSON answer is wrapped as a JSON-LD block). */
  html: string;
}

export async function fetchPage(outbound: OutboundFetcher, url: string): Promise<FetchedPage> {
  let response: Awaited<ReturnType<OutboundFetcher['fetch']>>;
  try {
    response = await outbound.fetch(url, { timeoutMs: SCRAPE_TIMEOUT_MS, maxBytes: PAGE_LIMIT_BYTES });
  } catch (error) {
    if (error instanceof OutboundError) {
      if (error.code === 'timeout') throw timedOut('Recipe Scraping Timed Out', 'timeout');
      throw outboundAppError(error);
    }
    throw error;
  }
  const type = response.contentType.trim();
  if (JSON_TYPES.test(type)) return { url: response.url, html: jsonAsHtml(response.text()) };
  // A missing content type is read as HTML, as browsers sniff it.
  if (type && !HTML_TYPES.test(type)) {
    throw badRequest(`The address does not lead to a web page but to ${type.split(';')[0]}`, 'not-html');
  }
  return { url: response.url, html: response.text() };
}

/**
 * A schema.org Recipe given as JSON, as a page holding it in a JSON-LD block, so that the one
 * scraper reads and normalises it. A bare object without `@type` is taken to be a Recipe.
 */
export function jsonAsHtml(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw badRequest(`The data is not valid JSON: ${(error as Error).message}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && !('@type' in value) && !('@graph' in value)) {
    value = { '@context': 'https://schema.org', '@type': 'Recipe', ...value };
  }
  // `<` escaped so that no text inside the JSON can close the script element.
  const text = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><script type="application/ld+json">${text}</script></head><body></body></html>`;
}

/** Pasted data: JSON when it looks like JSON, HTML otherwise. */
export const pastedAsHtml = (data: string) => (/^\s*[[{]/.test(data) ? jsonAsHtml(data) : data);

/** The scraper loads on the first import, not at start: most requests never read a page. */
export async function scrapeOrFail(html: string, url: string, where: string): Promise<ScrapedRecipe> {
  const { scrapeRecipe } = await import('@larder/scraper');
  const recipe = scrapeRecipe(html, url);
  if (!recipe || (!recipe.name && recipe.recipeIngredient.length === 0)) throw noRecipeFound(where);
  return recipe;
}
