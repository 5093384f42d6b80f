import { describe, expect, it } from 'vitest';
import { parseHtml } from './dom.ts';
import { parseDuration } from './durations.ts';
import { scrapeRecipe } from './index.ts';
import { ingredientLines } from './ingredients.ts';
import { findLabelledValues } from './labelled-values.ts';

describe('labelled times and yields', () => {
  it('reads values beside their labels, in one box or in separate elements', () => {
    const root = parseHtml(
      `<p><strong>Prep Time: 5 minutes<br>Cook Time: 15 minutes<br>Servings: 4</strong></p>
       <div><div>Total Time:</div><div>20 mins</div></div>`,
    );
    expect(findLabelledValues(root)).toEqual({ prep: '5 minutes', cook: '15 minutes', yield: '4', total: '20 mins' });
  });

  it('reads unlabelled yields and icon labels', () => {
    expect(findLabelledValues(parseHtml('<div><span class="sprite"></span><strong>4 adag</strong></div>'))).toEqual({ yield: '4 adag' });
    expect(findLabelledValues(parseHtml('<div><span class="icon icon-serves"></span><span> 6 </span></div>'))).toEqual({ yield: '6' });
  });

  it('fills a recipe whose structured data has no times or yield', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Rice","recipeIngredient":["1 cup rice"],"recipeInstructions":["Rinse.","Boil."]}</script>
      <ul><li><span>Prep</span> <span>10 min</span></li><li><span>Cook</span> <span>20 min</span></li><li>Serves 2</li></ul>`;
    const recipe = scrapeRecipe(html, 'https://example.com/');
    expect(recipe?.prepTime).toBe('PT10M');
    expect(recipe?.performTime).toBe('PT20M');
    expect(recipe?.totalTime).toBe('PT30M');
    expect(recipe?.recipeServings).toBe(2);
  });
});

describe('ingredient groups', () => {
  it('turns "For the sauce:" lines into the title of the next ingredient', () => {
    expect(ingredientLines(['For the dough:', '200 g flour', 'For the sauce:', '1 tomato', 'salt'])).toEqual([
      { title: 'For the dough', note: '200 g flour', originalText: '200 g flour' },
      { title: 'For the sauce', note: '1 tomato', originalText: '1 tomato' },
      { note: 'salt', originalText: 'salt' },
    ]);
  });
});

describe('robustness', () => {
  it('treats negative ISO durations as missing', () => {
    expect(parseDuration('PT-476070H19M32S')).toBeNull();
  });

  it('reads itemprop ingredients that lack a Recipe itemscope', () => {
    const html = `<h1>Carbonara</h1><ul><li itemprop="ingredients">250 g pasta</li><li itemprop="ingredients">2 eggs</li></ul>
      <div itemprop="recipeInstructions"><p>Boil.</p><p>Mix.</p></div>`;
    const recipe = scrapeRecipe(html, 'https://example.com/');
    expect(recipe?.recipeIngredient.map((i) => i.note)).toEqual(['250 g pasta', '2 eggs']);
    expect(recipe?.name).toBe('Carbonara');
  });

  it('parses a page with an unclosed attribute quote quickly', () => {
    const html = `<div class="a><p>${'x '.repeat(20000)}</p>`.repeat(20);
    const start = performance.now();
    parseHtml(html);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('page-level clean-up', () => {
  const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

  it('keeps one copy of a list rendered twice', () => {
    const html = ld({
      '@type': 'Recipe',
      name: 'Tea',
      recipeIngredient: ['1 tea bag', 'water', '1 tea bag', 'water'],
      recipeInstructions: ['Brew.', 'Pour.'],
    });
    expect(scrapeRecipe(html, 'https://example.com/')?.recipeIngredient.map((i) => i.note)).toEqual(['1 tea bag', 'water']);
  });

  it('completes a JSON-LD description cut short with the meta description', () => {
    const full = 'A quick weeknight curry with chickpeas and spinach. Ready in twenty minutes.';
    const html = `<meta name="description" content="${full}">${ld({ '@type': 'Recipe', name: 'Curry', description: 'A quick weeknight curry with chickpeas...', recipeIngredient: ['1 can chickpeas'], recipeInstructions: ['Cook.', 'Serve.'] })}`;
    expect(scrapeRecipe(html, 'https://example.com/')?.description).toBe(full);
  });

  it('skips a screen-reader "Navigation" heading when naming a plain page', () => {
    const html = `<meta property="og:title" content="Shortbread"><h1>Navigation</h1><h2>Ingredients</h2><ul><li>200 g butter</li><li>300 g flour</li></ul>`;
    expect(scrapeRecipe(html, 'https://example.com/')?.name).toBe('Shortbread');
  });
});
