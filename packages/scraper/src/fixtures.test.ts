// Real pages and schema.org objects from Mealie's scraper tests (../shared/fixtures).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scrapeRecipe } from './index.ts';
import { fromSchema } from './schema-recipe.ts';

const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
const html = (name: string) => readFileSync(new URL(`html/${name}.html`, FIXTURES), 'utf8');
const json = (name: string) => JSON.parse(readFileSync(new URL(`json/${name}.json`, FIXTURES), 'utf8'));

describe('saved recipe pages', () => {
  it('reads a WordPress page with JSON-LD @graph', () => {
    const recipe = scrapeRecipe(html('taiwanese-three-cup-chicken-san-bei-gi-recipe'), 'https://www.seriouseats.com/x');
    expect(recipe?.name).toBe('Taiwanese Three Cup Chicken (San Bei Ji) Recipe');
    expect(recipe?.recipeIngredient).toHaveLength(10);
    expect(recipe?.recipeInstructions).toHaveLength(3);
    expect(recipe?.totalTime).toBe('PT30M');
    expect(recipe?.recipeServings).toBe(6);
  });

  it('reads a BBC Good Food page', () => {
    const recipe = scrapeRecipe(html('healthy-pasta-bake-60759'), 'https://www.bbcgoodfood.com/recipes/healthy-pasta-bake');
    expect(recipe?.name).toBe('Healthy pasta bake');
    expect(recipe?.recipeIngredient).toHaveLength(13);
    expect(recipe?.recipeYield).toBe('Serves 4');
    expect(recipe?.totalTime).toBe('PT1H30M');
  });

  it('reads a German Thermomix page', () => {
    const recipe = scrapeRecipe(html('schinken-kase-waffeln-ohne-viel-schnickschnack'), 'https://cookidoo.de/x');
    expect(recipe?.name).toBe('Schinken-Käse Waffeln ohne viel Schnickschnack');
    expect(recipe?.recipeIngredient).toHaveLength(7);
    expect(recipe?.recipeServings).toBe(12);
  });

  it('returns every fixture page with a name, ingredients and steps', () => {
    for (const name of [
      'carottes-rapps-with-rice-and-sunflower-seeds',
      'detroit-style-pepperoni-pizza',
      'jam-roly-poly-with-custard',
      'sous-vide-shrimp',
      'sous-vide-smoked-beef-ribs',
    ]) {
      const recipe = scrapeRecipe(html(name), 'https://example.com/r');
      expect(recipe?.name, name).not.toBe('');
      expect(recipe?.recipeIngredient.length, name).toBeGreaterThan(3);
      expect(recipe?.recipeInstructions.length, name).toBeGreaterThan(2);
      expect(recipe?.image, name).toMatch(/^https?:\/\//);
    }
  });

  it('finds no recipe in a page of the Mealie app', () => {
    expect(scrapeRecipe(html('mealie-recipe'), 'https://demo.mealie.io/')).toBeNull();
  });
});

describe('schema.org objects', () => {
  it('prefers the yield with a unit and keeps ISO totals', () => {
    const { recipe } = fromSchema(json('jalapeno-popper-dip'), 'https://example.com/', 'json-ld');
    expect(recipe.name).toBe('Jalapeño Popper Dip');
    expect(recipe.recipeYield).toBe('10 to 12 servings');
    expect(recipe.totalTime).toBe('PT45M');
    expect(recipe.recipeIngredient).toHaveLength(10);
  });

  it('reads P0DT durations and a text yield', () => {
    const { recipe } = fromSchema(json('pizza-knoblauch-champignon-paprika-vegan-html'), 'https://example.com/', 'json-ld');
    expect(recipe.totalTime).toBe('PT1H15M');
    expect(recipe.recipeYield).toBe('2 Portion(en)');
    expect(recipe.recipeServings).toBe(2);
    expect(recipe.recipeInstructions.length).toBeGreaterThan(1);
  });

  it('reads a text block of instructions', () => {
    const { recipe } = fromSchema(json('chunky-apple-cake'), 'https://example.com/', 'json-ld');
    expect(recipe.name).toBe('Chunky Apple Cake');
    expect(recipe.recipeIngredient).toHaveLength(12);
    expect(recipe.recipeInstructions.length).toBeGreaterThan(1);
  });

  it('maps every fixture object to a recipe with ingredients', () => {
    for (const name of [
      'best-homemade-salsa-recipe',
      'bon-appetit',
      'dairy-free-impossible-pumpkin-pie',
      'instant-pot-kerala-vegetable-stew',
      'moroccan-skirt-steak-with-roasted-pepper-couscous',
    ]) {
      const { recipe } = fromSchema(json(name), 'https://example.com/', 'json-ld');
      expect(recipe.name, name).not.toBe('');
      expect(recipe.recipeIngredient.length, name).toBeGreaterThan(9);
    }
  });
});
