import { describe, expect, it } from 'vitest';
import { scrapeRecipe } from './index.ts';

const page = (head: string, body = '') => `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('JSON-LD', () => {
  it('finds the Recipe inside @graph and resolves relative images', () => {
    const html = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Site' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Pea &amp; Mint Soup',
            image: ['/img/soup-300x200.jpg', '/img/soup-1200x800.jpg'],
            recipeIngredient: ['500 g peas', '1 bunch <b>mint</b>'],
            recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer.' }],
            prepTime: 'PT10M',
            cookTime: 'PT20M',
            recipeYield: ['4', '4 bowls'],
            recipeCategory: 'Soup, Lunch',
            recipeCuisine: ['British'],
            keywords: 'peas, spring',
            author: { '@type': 'Person', name: 'Ann' },
          },
        ],
      }),
    );
    const recipe = scrapeRecipe(html, 'https://example.com/soup/');
    expect(recipe?.name).toBe('Pea & Mint Soup');
    expect(recipe?.recipeIngredient.map((i) => i.originalText)).toEqual(['500 g peas', '1 bunch mint']);
    expect(recipe?.totalTime).toBe('PT30M');
    expect(recipe?.recipeYield).toBe('4 bowls');
    expect(recipe?.image).toBe('https://example.com/img/soup-1200x800.jpg');
    expect(recipe?.recipeCategory).toEqual(['Soup', 'Lunch']);
    expect(recipe?.recipeCuisine).toEqual(['British']);
    expect(recipe?.tags).toEqual(['peas', 'spring']);
    expect(recipe?.extras.author).toBe('Ann');
    expect(recipe?.extras.language).toBe('en');
  });

  it('picks the full recipe when a page lists several', () => {
    const html = page(
      ld([
        { '@type': 'Recipe', name: 'Teaser' },
        { '@type': 'Recipe', name: 'Main', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil the egg.' },
      ]),
    );
    expect(scrapeRecipe(html, 'https://example.com/')?.name).toBe('Main');
  });

  it('reads blocks with raw newlines and trailing commas', () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["bread",],"recipeInstructions":"Toast it.\nButter it."}</script>',
    );
    const recipe = scrapeRecipe(html, 'https://example.com/');
    expect(recipe?.recipeIngredient).toHaveLength(1);
    expect(recipe?.recipeInstructions.map((s) => s.text)).toEqual(['Toast it. Butter it.']);
  });
});

describe('microdata and RDFa', () => {
  it('reads itemprop values from text, content and src', () => {
    const html = page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <img itemprop="image" src="/p.jpg">
        <meta itemprop="totalTime" content="PT25M">
        <span itemprop="recipeYield">Makes 8 pancakes</span>
        <ul><li itemprop="recipeIngredient">2 eggs</li><li itemprop="recipeIngredient">200&nbsp;ml milk</li></ul>
        <div itemprop="recipeInstructions"><p>Whisk.</p><p>Fry.</p></div>
        <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Bo</span></div>
      </div>`,
    );
    const recipe = scrapeRecipe(html, 'https://example.com/pancakes');
    expect(recipe?.name).toBe('Pancakes');
    expect(recipe?.image).toBe('https://example.com/p.jpg');
    expect(recipe?.totalTime).toBe('PT25M');
    expect(recipe?.recipeServings).toBe(8);
    expect(recipe?.recipeIngredient.map((i) => i.note)).toEqual(['2 eggs', '200 ml milk']);
    expect(recipe?.recipeInstructions).toEqual([{ text: 'Whisk.' }, { text: 'Fry.' }]);
    expect(recipe?.extras).toMatchObject({ author: 'Bo', source: 'microdata' });
  });

  it('reads RDFa Lite typeof/property', () => {
    const html = page(
      '',
      `<div vocab="http://schema.org/" typeof="Recipe"><h2 property="name">Salad</h2>
        <span property="recipeIngredient">1 lettuce</span><div property="recipeInstructions">Toss.</div></div>`,
    );
    const recipe = scrapeRecipe(html, 'https://example.com/');
    expect(recipe?.name).toBe('Salad');
    expect(recipe?.recipeIngredient[0].note).toBe('1 lettuce');
  });
});

describe('HTML fallback', () => {
  it('takes the lists that follow labelled headings', () => {
    const html = page(
      '<meta property="og:title" content="Flatbread | Cook Site"><meta property="og:site_name" content="Cook Site">',
      `<h1>Flatbread</h1><p><strong>Ingredients:</strong></p><ul><li>300 g flour</li><li>Water</li></ul>
       <h2>Method</h2><p>Mix.<br>Knead.</p><h2>Comments</h2><p>Nice!</p>`,
    );
    const recipe = scrapeRecipe(html, 'https://example.com/');
    expect(recipe?.name).toBe('Flatbread');
    expect(recipe?.recipeIngredient.map((i) => i.note)).toEqual(['300 g flour', 'Water']);
    expect(recipe?.recipeInstructions.map((s) => s.text)).toEqual(['Mix.', 'Knead.']);
  });

  it('returns null for a page without a recipe', () => {
    expect(scrapeRecipe(page('<title>About us</title>', '<p>Hello</p>'), 'https://example.com/')).toBeNull();
  });
});
