import type { ScrapedRecipe } from '@larder/scraper';
import { NUTRITION_FIELDS, type RecipeInput } from '../schemas.js';

/** Turning the scraper's result into a Recipe body for createRecipe. */

const NAME_LIMIT = 255;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * An ISO 8601 duration as the text Mealie stores after a scrape ("1 hour 30 minutes"); text that
 * is not a duration is kept as it is.
 */
export function durationText(value: string | undefined): string | null {
  if (!value) return null;
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?)?$/i.exec(value.trim());
  if (!iso) return value;
  const days = Number(iso[1] ?? 0);
  const hours = Number(iso[2] ?? 0);
  const minutes = Number(iso[3] ?? 0);
  const parts = [days && plural(days, 'day'), hours && plural(hours, 'hour'), minutes && plural(minutes, 'minute')].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

const organizers = (names: string[]) => {
  const seen = new Set<string>();
  return names
    .map((n) => n.trim().slice(0, NAME_LIMIT))
    .filter((n) => {
      const key = n.toLowerCase();
      if (!n || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((name) => ({ name }));
};

export interface ToRecipeOptions {
  /** Keywords become tags, and categories and cuisines become categories. */
  includeTags: boolean;
  /** The address the recipe came from (null for pasted data without one). */
  orgURL: string | null;
}

export function toRecipeInput(scraped: ScrapedRecipe, options: ToRecipeOptions): RecipeInput {
  const nutrition = Object.fromEntries(
    NUTRITION_FIELDS.flatMap((field) => (scraped.nutrition[field] ? [[field, scraped.nutrition[field]]] : [])),
  ) as RecipeInput['nutrition'];
  return {
    name: (scraped.name || 'Imported recipe').slice(0, NAME_LIMIT),
    description: scraped.description,
    recipeYield: scraped.recipeYield ?? null,
    recipeServings: scraped.recipeServings ?? null,
    totalTime: durationText(scraped.totalTime),
    prepTime: durationText(scraped.prepTime),
    performTime: durationText(scraped.performTime),
    orgURL: options.orgURL,
    recipeIngredient: scraped.recipeIngredient.map((i) => ({
      title: i.title ?? null,
      note: i.note,
      originalText: i.originalText || i.note,
    })),
    recipeInstructions: scraped.recipeInstructions.map((s) => ({ title: s.title ?? '', text: s.text })),
    recipeCategory: options.includeTags ? organizers([...scraped.recipeCategory, ...scraped.recipeCuisine]) : [],
    tags: options.includeTags ? organizers(scraped.tags) : [],
    nutrition,
  } as RecipeInput;
}
