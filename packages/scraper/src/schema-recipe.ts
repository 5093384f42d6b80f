// Maps a schema.org Recipe object (from JSON-LD, microdata or RDFa) onto Mealie's recipe shape.
import { minutesToIso, parseDuration } from './durations.ts';
import { type ImageCandidate, schemaImages } from './image.ts';
import { ingredientLines } from './ingredients.ts';
import { parseInstructions } from './instructions.ts';
import { cleanText, firstString, stringList } from './text.ts';
import type { ScrapedRecipe } from './types.ts';
import { parseYield } from './yields.ts';

type Node = Record<string, unknown>;

function nutritionOf(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const node = Array.isArray(value) ? value[0] : value;
  if (!node || typeof node !== 'object') return out;
  for (const [key, v] of Object.entries(node as Node)) {
    if (key.startsWith('@')) continue;
    const text = firstString(v);
    if (text) out[key] = text;
  }
  return out;
}

function authorOf(value: unknown): string | undefined {
  return stringList(Array.isArray(value) ? value : [value])[0];
}

export interface SchemaResult {
  recipe: ScrapedRecipe;
  images: ImageCandidate[];
}

export function fromSchema(node: Node, url: string, source: ScrapedRecipe['extras']['source']): SchemaResult {
  const prep = parseDuration(node.prepTime);
  const cook = parseDuration(node.cookTime ?? node.performTime);
  let total = parseDuration(node.totalTime);
  // recipe-scrapers, like Mealie, treats a missing total as prep + cook.
  if (total == null && (prep != null || cook != null)) total = (prep ?? 0) + (cook ?? 0);
  const yields = parseYield(node.recipeYield ?? node.yield ?? node.recipeServings);
  const keywords = stringList(node.keywords);
  return {
    images: schemaImages(node.image ?? node.thumbnailUrl, url),
    recipe: {
      name: firstString(node.name ?? node.headline),
      description: cleanText(Array.isArray(node.description) ? node.description[0] : node.description),
      recipeYield: yields?.text,
      recipeServings: yields?.servings,
      totalTime: minutesToIso(total),
      prepTime: minutesToIso(prep),
      performTime: minutesToIso(cook),
      recipeIngredient: ingredientLines(node.recipeIngredient ?? node.ingredients),
      recipeInstructions: parseInstructions(node.recipeInstructions),
      // Some plug-ins write the non-standard `category` instead.
      recipeCategory: stringList(node.recipeCategory ?? node.category),
      recipeCuisine: stringList(node.recipeCuisine),
      tags: keywords,
      nutrition: nutritionOf(node.nutrition),
      orgURL: url,
      extras: { author: authorOf(node.author), language: firstString(node.inLanguage) || undefined, source },
    },
  };
}
