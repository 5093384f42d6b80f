// Rules for markup quirks and layouts met on real recipe pages, each on a minimal page.
import { describe, expect, it } from 'vitest';
import { findAll, parseHtml, textOf } from './dom.ts';
import { scrapeRecipe } from './index.ts';
import { ingredientLines, pairAmounts } from './ingredients.ts';
import { parseInstructions } from './instructions.ts';
import { parseJsonLd } from './json-ld.ts';
import { findLabelledValues } from './labelled-values.ts';
import { INGREDIENT_HEADING, linesAfterHeading, STEP_HEADING } from './section-headings.ts';
import type { Ingredient } from './types.ts';

const URL = 'https://example.com/recipe';
const notes = (items: Ingredient[] | undefined) => (items ?? []).map((i) => i.note);
const texts = (steps: { text: string }[] | undefined) => (steps ?? []).map((s) => s.text);
const ld = (recipe: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;

describe('HTML tree', () => {
  it('does not let a stray quote in a tag swallow the page', () => {
    const root = parseHtml('<style type="text/css media="screen" />p{}</style><ul><li>1 egg</li><li>2 cups flour</li></ul>');
    expect(findAll(root, (el) => el.tag === 'li').map((li) => textOf(li))).toEqual(['1 egg', '2 cups flour']);
  });

  it('keeps table cells apart and treats source line breaks as spaces', () => {
    const row = parseHtml('<table><tr><td>1</td><th>onion</th></tr></table>');
    expect(textOf(row).replace(/\s+/g, ' ').trim()).toBe('1 onion');
    const para = parseHtml('<div><p>Slice the\nonions.</p><p>Fry them.</p></div>');
    expect(textOf(para, true).split('\n').filter(Boolean)).toEqual(['Slice the onions.', 'Fry them.']);
  });
});

describe('JSON-LD repair', () => {
  it('reads blocks wrapped in a spaced CDATA comment and with JavaScript-only escapes', () => {
    expect(parseJsonLd('\n// <![CDATA[\n{"name":"Soup"}\n// ]]>\n')).toEqual({ name: 'Soup' });
    expect(parseJsonLd(String.raw`{"description":"Don\'t stir \& serve","path":"a\\b"}`)).toEqual({
      description: "Don't stir & serve",
      path: 'a\\b',
    });
  });
});

describe('category fallbacks', () => {
  const base = { name: 'Stew', recipeIngredient: ['1 onion'], recipeInstructions: ['Cook.'] };

  it('reads the non-standard `category` key', () => {
    expect(scrapeRecipe(ld({ ...base, category: 'Stews' }), URL)?.recipeCategory).toEqual(['Stews']);
  });

  it('uses the breadcrumb step above the page', () => {
    const crumbs = `<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[
      {"@type":"ListItem","position":1,"name":"Home","item":"https://example.com/"},
      {"@type":"ListItem","position":2,"name":"Main dishes","item":"https://example.com/main/"},
      {"@type":"ListItem","position":3,"name":"Stew"}]}</script>`;
    expect(scrapeRecipe(ld(base) + crumbs, URL)?.recipeCategory).toEqual(['Main dishes']);
    const html = `${ld(base)}<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/soups/">Soups</a> › <span>Stew</span></nav>`;
    expect(scrapeRecipe(html, URL)?.recipeCategory).toEqual(['Soups']);
  });

  it('uses a label the theme marks as the category, then article tags', () => {
    const marked = `${ld(base)}<article class="post category-dinner"><a class="post-cat-link" href="/c/dinner">Dinner</a><p>Text</p></article>`;
    expect(scrapeRecipe(marked, URL)?.recipeCategory).toEqual(['Dinner']);
    const tags = `<meta property="article:tag" content="Poultry"><meta property="article:tag" content="Whole30">${ld(base)}`;
    expect(scrapeRecipe(tags, URL)?.recipeCategory).toEqual(['Poultry', 'Whole30']);
  });
});

describe('descriptions', () => {
  it('completes a cut-short description from the page paragraph that starts with it', () => {
    const full = 'These chickpeas are inspired by a rich Italian pasta dish, with butter, pepper and plenty of cheese.';
    const html = ld({
      name: 'Chickpeas',
      description: 'These chickpeas are inspired by a rich Italian pasta...Read More...',
      recipeIngredient: ['1 can chickpeas'],
      recipeInstructions: ['Warm.'],
    });
    expect(scrapeRecipe(`${html}<p>${full}</p>`, URL)?.description).toBe(full);
  });
});

describe('lead paragraph', () => {
  it('introduces the dish when no description is given anywhere else', () => {
    const html = `${ld({ name: 'Lamb', recipeIngredient: ['1 rack of lamb'], recipeInstructions: ['Grill.'] })}
      <nav><p>Home about recipes shop contact newsletter search login register cart help menu</p></nav>
      <article><p>Short intro.</p><p>Right from the pages of our grilling book, this savoury rub is a favourite when it comes to lamb.</p></article>`;
    expect(scrapeRecipe(html, URL)?.description).toBe(
      'Right from the pages of our grilling book, this savoury rub is a favourite when it comes to lamb.',
    );
  });
});

describe('labelled sections', () => {
  it('ends a section at an article heading of the same level, not at an ingredient group', () => {
    const root = parseHtml(`<h2>Ingredients</h2><ul><li>4 cups flour</li><li>2 eggs</li></ul>
      <h2>Glaze</h2><ul><li>1/3 cup sugar</li></ul>
      <h2>Tools you'll need</h2><ul><li>Mixer</li></ul>
      <h2>Directions</h2><p>Mix.</p><p>Bake.</p><h2>Suggested pairing</h2><p>Tea.</p>`);
    expect(linesAfterHeading(root, INGREDIENT_HEADING, STEP_HEADING)).toEqual(['4 cups flour', '2 eggs', 'Glaze', '1/3 cup sugar']);
    expect(linesAfterHeading(root, STEP_HEADING, INGREDIENT_HEADING)).toEqual(['Mix.', 'Bake.']);
  });

  it('knows Chinese and Slovak section names', () => {
    const zh = parseHtml(
      '<p>材料：</p><ul><li>4 个 蛋</li><li>125 克 细砂糖</li></ul><p>做法：</p><p>1 把烤炉预热。</p><p>2 把蛋打散。</p>',
    );
    expect(linesAfterHeading(zh, INGREDIENT_HEADING, STEP_HEADING)).toEqual(['4 个 蛋', '125 克 细砂糖']);
    expect(linesAfterHeading(zh, STEP_HEADING, INGREDIENT_HEADING)).toEqual(['1 把烤炉预热。', '2 把蛋打散。']);
    const sk = parseHtml('<h2>ingrediencie</h2><div>250 g tvaroh</div><div>1 ks vajce</div><h2>Postup</h2><p>Zmiešame.</p>');
    expect(linesAfterHeading(sk, INGREDIENT_HEADING, STEP_HEADING)).toEqual(['250 g tvaroh', '1 ks vajce']);
  });
});

describe('ingredient lines', () => {
  const items = (...lines: string[]) => lines.map((note) => ({ note, originalText: note }));

  it('joins amounts printed apart from their food, in either order', () => {
    expect(notes(pairAmounts(items('98', 'grams flour', '2', 'eggs')))).toEqual(['98 grams flour', '2 eggs']);
    expect(notes(pairAmounts(items('Pak choi', '3 pcs', 'Ginger', 'Lime', '1 pc')))).toEqual(['3 pcs Pak choi', 'Ginger', '1 pc Lime']);
  });

  it('joins an aside to the ingredient above it', () => {
    expect(notes(pairAmounts(items('1 pack pudding powder', '(40 g)', '1 l milk')))).toEqual(['1 pack pudding powder (40 g)', '1 l milk']);
  });

  it('treats "For the …" and all-capital lines as group names', () => {
    expect(ingredientLines(['Für den Teig', '300 g Mehl', 'GLAZE', '1 cup sugar', 'Salt and pepper'])).toEqual([
      { title: 'Für den Teig', note: '300 g Mehl', originalText: '300 g Mehl' },
      { title: 'GLAZE', note: '1 cup sugar', originalText: '1 cup sugar' },
      { note: 'Salt and pepper', originalText: 'Salt and pepper' },
    ]);
  });

  it('reads one microdata ingredient laid out in blocks, and a list held by one itemprop', () => {
    const split = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Stew</h1>
      <dl><div itemprop="recipeIngredient"><dt>40 g</dt><dd>bacon</dd></div><div itemprop="recipeIngredient"><dt>1</dt><dd>onion</dd></div></dl>
      <p itemprop="recipeInstructions">Fry.</p></div>`;
    expect(notes(scrapeRecipe(split, URL)?.recipeIngredient)).toEqual(['40 g bacon', '1 onion']);
    const whole = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Mash</h1>
      <div itemprop="recipeIngredient"><p>3 tbsp butter<br>1 chicken breast<br>2 potatoes</p></div>
      <p itemprop="recipeInstructions">Mash.</p></div>`;
    expect(notes(scrapeRecipe(whole, URL)?.recipeIngredient)).toEqual(['3 tbsp butter', '1 chicken breast', '2 potatoes']);
  });

  it('replaces a structured list glued into one line with the page list', () => {
    const html = `${ld({ name: 'Soup', recipeIngredient: ['3 tbsp chilli powder 2 tbsp sesame oil2 small onions, chopped.3 cloves garlic'], recipeInstructions: ['Fry.', 'Boil.'] })}
      <div class="recipe-ingredients"><ul><li>3 tbsp chilli powder</li><li>2 tbsp sesame oil</li><li>2 small onions, chopped.</li><li>3 cloves garlic</li></ul></div>`;
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual([
      '3 tbsp chilli powder',
      '2 tbsp sesame oil',
      '2 small onions, chopped.',
      '3 cloves garlic',
    ]);
  });
});

describe('instructions', () => {
  it('drops numbering printed on a line of its own', () => {
    expect(texts(parseInstructions(' 1: <p>Mix the flour.</p> 2: <p>Bake it.</p>'))).toEqual(['Mix the flour.', 'Bake it.']);
  });

  it('splits a one-block method where markup stripping glued sentences together', () => {
    expect(texts(parseInstructions('Die Möhren schneiden.Öl erhitzen. Alles mischen.'))).toEqual([
      'Die Möhren schneiden.',
      'Öl erhitzen. Alles mischen.',
    ]);
    // Several steps are left as the site wrote them.
    expect(texts(parseInstructions(['Mix.Then rest.', 'Bake.']))).toEqual(['Mix.Then rest.', 'Bake.']);
  });
});

describe('unlabelled pages', () => {
  it('finds the list of amounts, the paragraphs after it, the heading the title repeats and the picture before', () => {
    const html = `<title>Chicken Salad with Grapes</title><h1>For Your Table</h1>
      <div class="row"><div class="col"><img src="/img/salad.jpg"></div>
      <div class="col"><h1><strong>Chicken Salad with Grapes</strong></h1>
      <ul><li>6 cups chicken, shredded</li><li>3 cups grapes</li><li>½ cup blue cheese</li><li>2 cups mayonnaise</li></ul><hr>
      <p>Combine chicken, grapes and cheese in a bowl.</p><p>Fold in the mayonnaise and serve.</p></div></div>`;
    const recipe = scrapeRecipe(html, 'https://example.com/salad');
    expect(recipe?.name).toBe('Chicken Salad with Grapes');
    expect(notes(recipe?.recipeIngredient)).toEqual([
      '6 cups chicken, shredded',
      '3 cups grapes',
      '½ cup blue cheese',
      '2 cups mayonnaise',
    ]);
    expect(texts(recipe?.recipeInstructions)).toEqual([
      'Combine chicken, grapes and cheese in a bowl.',
      'Fold in the mayonnaise and serve.',
    ]);
    expect(recipe?.image).toBe('https://example.com/img/salad.jpg');
  });
});

describe('class-named step boxes', () => {
  it('prefers the box whose items read as steps over a box of short facts', () => {
    const html = `<h1>Rice pudding</h1><ul class="ingredients"><li>1 l milk</li><li>200 g rice</li></ul>
      <ul class="preparation-facts"><li>Prep: 10 min</li><li>Chill: 1 hour</li><li>Easy</li></ul>
      <div class="recipe-preparation"><p>Bring the milk to the boil with the rice and a pinch of salt.</p><p>Simmer gently for twenty minutes, stirring now and then.</p></div>`;
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual([
      'Bring the milk to the boil with the rice and a pinch of salt.',
      'Simmer gently for twenty minutes, stirring now and then.',
    ]);
  });
});

describe('labelled values', () => {
  it('reads labels separated by bars on one line', () => {
    expect(findLabelledValues(parseHtml('<p><em>Serves 2-4 | Prep 10 min | Cook 25 min</em></p>'))).toEqual({
      yield: '2-4',
      prep: '10 min',
      cook: '25 min',
    });
  });

  it('reads a bare servings count its class names, inside a box of other labels', () => {
    const root = parseHtml(
      '<div><ul><li class="meal-type">Main</li><li class="person-amount">4</li></ul><dl><dt>Total time</dt><dd>20 min</dd></dl></div>',
    );
    expect(findLabelledValues(root)).toEqual({ yield: '4', total: '20 min' });
  });
});

describe('descriptions cut short', () => {
  it('completes a cut JSON-LD description from the page paragraph when the meta tag is cut too', () => {
    const full = 'Met dit recept kun je zelf een heerlijke vlaai bakken! Deze vlaai is het lekkerst met verse abrikozen uit blik.';
    const html = `<meta name="description" content="${full.slice(0, 80)}...">${ld({
      name: 'Vlaai',
      description: full.slice(0, 66),
      recipeIngredient: ['1 ei', '2 abrikozen', '3 g suiker'],
      recipeInstructions: ['Bak.', 'Eet.'],
    })}<main><p>${full}</p></main>`;
    expect(scrapeRecipe(html, URL)?.description).toBe(full);
  });

  it('completes a cut meta description when there is no structured one', () => {
    const full =
      'This chili is one of those set-it-and-forget-it meals that feels like a warm hug. You toss everything in, let it cook low and slow, and dinner is ready.';
    const html = `<meta property="og:description" content="${full.slice(0, 120)}"><h1>Chili</h1><ul><li>2 lbs beef</li><li>1 onion, diced</li><li>2 tbsp chili powder</li></ul><p>${full}</p>`;
    expect(scrapeRecipe(html, URL)?.description).toBe(full);
  });

  it('reads only the text before the other properties of a microdata description wrapping the card', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe"><div itemprop="description"><p>Classic pancakes for lunch.</p>' +
      '<div><h2 itemprop="name">Pancakes</h2><ul><li itemprop="recipeIngredient">4 eggs</li><li itemprop="recipeIngredient">4 dl milk</li></ul>' +
      '<p itemprop="recipeInstructions">Whisk and fry.</p></div></div></div>';
    expect(scrapeRecipe(html, URL)?.description).toBe('Classic pancakes for lunch.');
  });
});

describe('times', () => {
  const times = (recipe: Record<string, unknown>) => {
    const r = scrapeRecipe(ld({ name: 'Bars', recipeIngredient: ['1 fig'], recipeInstructions: ['Bake.', 'Cut.'], ...recipe }), URL);
    return [r?.totalTime, r?.prepTime, r?.performTime];
  };

  it('reads a few odd seconds as minutes written in the wrong unit', () => {
    expect(times({ prepTime: 'PT45S', cookTime: 'PT30S', totalTime: 'PT75S' })).toEqual(['PT1H15M', 'PT45M', 'PT30M']);
    expect(times({ cookTime: 'PT900S' })).toEqual(['PT15M', undefined, 'PT15M']);
  });

  it('reads "Cooking:" as the cooking time and keeps the longer of two alternatives', () => {
    expect(findLabelledValues(parseHtml('<p>Prep: <b>30 mins</b></p><p>Cooking: <b>5 mins</b></p>'))).toEqual({
      prep: '30 mins',
      cook: '5 mins',
    });
    const r = scrapeRecipe(
      '<h1>Chili</h1><ul><li>2 lbs beef</li><li>1 onion</li><li>2 tbsp chili</li></ul><p>Cook time: 8 hours on low or 4 hours on high</p>',
      URL,
    );
    expect(r?.performTime).toBe('PT8H');
  });
});

describe('steps completed from the page', () => {
  it('gives JSON-LD steps that are only headings the paragraph the page prints under each', () => {
    const html = `${ld({
      name: 'Noodle salad',
      recipeIngredient: ['5 oz rice noodles', '1 pear', '2 sprigs mint'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Step 1', text: 'Cook the noodles' },
        { '@type': 'HowToStep', name: 'Step 2', text: 'Assemble the salad' },
      ],
    })}<div class="step"><p class="step-header">Cook the noodles</p><div><p>Boil water and cook the noodles for 6 minutes.</p></div></div>
    <div class="step"><p class="step-header">Assemble the salad</p><div><p>Toss the noodles with pear and mint.</p></div></div>`;
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual([
      'Cook the noodles: Boil water and cook the noodles for 6 minutes.',
      'Assemble the salad: Toss the noodles with pear and mint.',
    ]);
  });

  it('keeps short steps that are a plain list', () => {
    const html = `${ld({ name: 'Stew', recipeIngredient: ['1 onion', '2 g salt', '3 carrots'], recipeInstructions: ['Dice the onion', 'Brown the meat'] })}
      <ol><li>Dice the onion</li><li>Brown the meat</li></ol><p>Serve with bread and a green salad on the side.</p>`;
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual(['Dice the onion', 'Brown the meat']);
  });

  it('splits a one-block method where a sentence ending in a bracket was glued to the next', () => {
    expect(texts(parseInstructions('Melt the butter. Stir in the nuts (if using).Sift the flour.'))).toEqual([
      'Melt the butter. Stir in the nuts (if using).',
      'Sift the flour.',
    ]);
  });

  it('splits a one-block method after each numbered photo reference', () => {
    expect(texts(parseInstructions(['Clean the radicchio [1]. Salt it [2]. Melt the butter [3]. Bake for 30 minutes.']))).toEqual([
      'Clean the radicchio [1].',
      'Salt it [2].',
      'Melt the butter [3].',
      'Bake for 30 minutes.',
    ]);
  });

  it('takes the steps after a "How to Make <dish>" or "<dish> maken" heading, through a later part of the method', () => {
    const howTo = parseHtml(
      '<h2>🍲 How to Make Slow Cooker Brisket Chili</h2><h3>Step 1</h3><p>Dice the onion.</p><h2>Storage</h2><p>Keeps 4 days.</p>',
    );
    expect(linesAfterHeading(howTo, STEP_HEADING, INGREDIENT_HEADING)).toEqual(['Step 1', 'Dice the onion.']);
    const maken = parseHtml(
      '<h2>Abrikozenvlaai maken</h2><p>Maak het deeg.</p><h2>Abrikozenvlaai bakken</h2><p>Bak de vlaai.</p><h2>Reacties</h2><p>Lekker!</p>',
    );
    expect(linesAfterHeading(maken, STEP_HEADING, INGREDIENT_HEADING)).toEqual([
      'Maak het deeg.',
      'Abrikozenvlaai bakken',
      'Bak de vlaai.',
    ]);
  });
});

describe('ingredient lists completed or de-duplicated', () => {
  it('takes the page lines that add amounts to bare JSON-LD names, skipping headings', () => {
    const html = `${ld({ name: 'Popcorn', recipeIngredient: ['Oil', 'Popcorn kernels', 'Water', 'Sugar'], recipeInstructions: ['Pop it.'] })}
      <div class="ingredients"><ul><li>Pink popcorn</li><li>20 g Oil</li><li>50 g Popcorn kernels</li><li>30 g Water</li><li>3 tbsp Sugar</li><li>Shopping list</li></ul></div>`;
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual(['20 g Oil', '50 g Popcorn kernels', '30 g Water', '3 tbsp Sugar']);
  });

  it('keeps the first of a list printed in US and in metric measures', () => {
    const html = ld({
      name: 'Pancakes',
      recipeIngredient: [
        'US',
        '8.8oz plain flour',
        '2 tsp baking powder',
        '6.7 fl oz buttermilk',
        '2 eggs',
        '250g plain flour',
        '2 tsp baking powder',
        '200ml buttermilk',
        '2 eggs',
      ],
      recipeInstructions: ['Mix.', 'Fry.'],
    });
    const items = scrapeRecipe(html, URL)?.recipeIngredient;
    expect(notes(items)).toEqual(['8.8oz plain flour', '2 tsp baking powder', '6.7 fl oz buttermilk', '2 eggs']);
    expect(items?.[0].title).toBe('US');
  });
});

describe('plain posts with ingredient paragraphs', () => {
  // No rule of its own: the amount paragraphs of one container are read together, and the
  // method reader passes over ingredient lines between two parts of the method.
  it('reads amount paragraphs interleaved with bulleted steps', () => {
    const html =
      '<article><h1>Bürli</h1><p>Recette pour 4 pains</p><p><b>150 g de farine</b></p><p><b>150 g d’eau</b></p><p><b>10 g de levain</b></p>' +
      '<ul><li>Mettre le levain dans un bol,</li></ul><ul><li>Verser l’eau par dessus.</li></ul>' +
      '<p><b>300 g de farine</b></p><p>&nbsp;</p><p><b>6 g de levure</b></p><p><b>14 g de sel</b></p><ul><li>Pétrir 10 minutes.</li></ul></article>';
    const r = scrapeRecipe(html, URL);
    expect(notes(r?.recipeIngredient)).toEqual([
      '150 g de farine',
      '150 g d’eau',
      '10 g de levain',
      '300 g de farine',
      '6 g de levure',
      '14 g de sel',
    ]);
    expect(texts(r?.recipeInstructions)).toEqual(['Mettre le levain dans un bol,', 'Verser l’eau par dessus.', 'Pétrir 10 minutes.']);
  });

  it('completes a cut summary that opens with the post title from the paragraph without it', () => {
    const intro = 'Le Bürli est un petit pain en pâte levée, en forme de ballon, cuit deux par deux et bien croustillant.';
    const html = `<meta name="description" content="Bürli de Saint-Gall ${intro.slice(0, 60)}..."><article><h1>Bürli de Saint-Gall (St. Galler Bürli)</h1><p>${intro}</p>
      <ul><li>150 g farine</li><li>150 g eau</li><li>10 g levain</li></ul></article>`;
    expect(scrapeRecipe(html, URL)?.description).toBe(intro);
  });
});

describe('chrome among the lines', () => {
  it('skips an inline ad script between step paragraphs', () => {
    const root = parseHtml(
      '<h2>Method</h2><p>1 Preheat the oven.</p><script>(adsbygoogle = window.adsbygoogle || []).push();</script><p>2 Beat the eggs.</p>',
    );
    expect(linesAfterHeading(root, STEP_HEADING, INGREDIENT_HEADING)).toEqual(['1 Preheat the oven.', '2 Beat the eggs.']);
  });

  it('drops the method, a servings line and a repeated button label from the ingredient lines', () => {
    const html = ld({
      name: 'Lamb',
      recipeIngredient: [
        '2 - 4 porcje',
        '2 tbsp cumin shopping list',
        '1 tbsp salt shopping list',
        '2 racks of lamb shopping list',
        '2 tsp sugar shopping list',
        'Preheat the grill to medium high',
        'Grill the lamb for 20 minutes',
      ],
      recipeInstructions: ['Preheat the grill to medium high', 'Grill the lamb for 20 minutes'],
    });
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual(['2 tbsp cumin', '1 tbsp salt', '2 racks of lamb', '2 tsp sugar']);
  });
});

describe('microdata method box', () => {
  it('leaves out the remarks after a "Note:" line inside the recipeInstructions element', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Mizeria</h1><ul><li itemprop="recipeIngredient">2 ogórki</li><li itemprop="recipeIngredient">1 łyżeczka soli</li></ul>' +
      '<div itemprop="recipeInstructions"><ol><li>Ogórki pokroić.</li><li>Posolić.</li></ol><div><p>Uwaga:</p><p>Wybierzcie nieduże ogórki.</p></div></div></div>';
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual(['Ogórki pokroić.', 'Posolić.']);
  });
});

describe('step headings inside a step', () => {
  it('keeps a heading ending in a colon on the line of the step text it opens', () => {
    const html =
      '<h1>Beef</h1><div class="ingredients"><ul><li>1 pack of beef</li><li>1 capsicum</li><li>1 pot of kimchi</li></ul></div>' +
      '<div class="instructions"><ol><li><strong>1. TO PREPARE THE VEGETABLES:</strong><br>Slice the capsicum into thin slices and chop the kimchi.</li>' +
      '<li><strong>2. TO COOK THE BEEF:</strong><br>Sear the beef in a hot pan for three minutes a side.</li></ol></div>';
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual([
      '1. TO PREPARE THE VEGETABLES: Slice the capsicum into thin slices and chop the kimchi.',
      '2. TO COOK THE BEEF: Sear the beef in a hot pan for three minutes a side.',
    ]);
    expect(texts(parseInstructions([{ '@type': 'HowToStep', text: 'To serve:\nSpoon the rice onto plates.' }]))).toEqual([
      'To serve: Spoon the rice onto plates.',
    ]);
  });
});

describe('structured steps cut short', () => {
  it('takes the page steps when they open with the structured ones and go on', () => {
    const html = `${ld({
      name: 'Gnocchi',
      recipeIngredient: ['90 g Parmesan', '1 Zwiebel', '500 g Gnocchi'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Den Parmesan fein reiben.' },
        { '@type': 'HowToStep', text: 'Die Zwiebel hacken.' },
      ],
    })}<ol class="instructions"><li><span>1</span>Den Parmesan fein reiben.</li><li><span>2</span>Die Zwiebel hacken.</li>
      <li><span>3</span>Die Gnocchi nach Packungsangabe garen.</li><li><span>4</span>Mit der Sauce und dem Parmesan servieren.</li></ol>`;
    expect(texts(scrapeRecipe(html, URL)?.recipeInstructions)).toEqual([
      'Den Parmesan fein reiben.',
      'Die Zwiebel hacken.',
      'Die Gnocchi nach Packungsangabe garen.',
      'Mit der Sauce und dem Parmesan servieren.',
    ]);
  });
});

describe('structured ingredients cut short', () => {
  it('takes the page ingredient list when it opens with the structured lines and goes on', () => {
    const html = `${ld({
      name: 'Gnocchi',
      recipeIngredient: ['90 g Parmesan', '1Zwiebel'],
      recipeInstructions: ['Den Parmesan fein reiben.', 'Die Zwiebel hacken.'],
    })}<ul class="ingredients"><li>90 g Parmesan</li><li>1 Zwiebel</li><li>800 g Gnocchi</li><li>200 g Zuckerschoten</li></ul>`;
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual([
      '90 g Parmesan',
      '1 Zwiebel',
      '800 g Gnocchi',
      '200 g Zuckerschoten',
    ]);
  });
});

describe('hand-made recipe pages', () => {
  it('reads a definition list of ingredients and prefers the page picture to a site icon', () => {
    const html =
      '<meta property="og:image" content="https://example.com/media/services/icon.jpg"><main><h1>Sesame brittle</h1><img src="/media/recipes/brittle.jpg">' +
      '<dl class="ingredients"><dt><a><b>brown sugar</b></a><u>45 g</u></dt><dt><a><b>vanilla extract</b></a><u>1.25 ml</u></dt><dt><a><b>sesame seeds</b></a><u>35 g</u></dt></dl>' +
      '<ul class="instructions"><li>Put the sugar and the vanilla in a pot at medium heat.</li><li>Add the sesame seeds and mix them in thoroughly.</li></ul></main>';
    const r = scrapeRecipe(html, URL);
    expect(notes(r?.recipeIngredient)).toEqual(['brown sugar 45 g', 'vanilla extract 1.25 ml', 'sesame seeds 35 g']);
    expect(r?.image).toBe('https://example.com/media/recipes/brittle.jpg');
  });
});

describe('ingredient tables', () => {
  it('replaces a single bare structured name with the measured rows of the ingredient table', () => {
    const rows = ['150ml|red wine', '100g|tomato paste', '3|sprigs of thyme', '100ml|red wine vinegar', '1|whole chicken'];
    const html = `${ld({ name: 'Roast chicken', recipeIngredient: 'Chicken', recipeInstructions: ['Marinate the chicken.', 'Roast it.'] })}
      <section class="ingredients"><h2>Ingredients</h2><table>${rows.map((r) => `<tr><td>${r.split('|')[0]}</td><td>${r.split('|')[1]}</td></tr>`).join('')}</table></section>`;
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual(rows.map((r) => r.replace('|', ' ')));
  });
});

describe('lead paragraph', () => {
  it('looks past an <article> teaser that holds no paragraph for the first real one', () => {
    const html =
      '<header><article class="menu-teaser"><a href="/x">Other recipe</a></article></header><div class="content"><h1>Toona melt</h1>' +
      '<p>You will notice that this recipe results in an open-faced melt, and not a closed one, which is on purpose.</p>' +
      '<ul><li>2 cans tuna</li><li>4 pickles</li><li>1 lemon</li></ul></div>';
    expect(scrapeRecipe(html, URL)?.description).toBe(
      'You will notice that this recipe results in an open-faced melt, and not a closed one, which is on purpose.',
    );
  });
});

describe('unlabelled ingredient groups', () => {
  it('joins the amount lists of neighbouring blocks under their group headings', () => {
    const html =
      '<h1>Tuna melt</h1><div class="col"><div class="text"><h4>Prep</h4><ul><li>1 red onion</li><li>2 celery stalks</li><li>1 lemon</li></ul></div>' +
      '<div class="text"><h4>Salad</h4><ul><li>2 cans tuna</li><li>4 dill pickles</li><li>1/3 cup mayonnaise</li><li>4 teaspoons mustard</li></ul></div>' +
      '<div class="text"><h4>Melt</h4><ul><li>6 ounces cheddar</li></ul></div></div>' +
      '<div class="method"><ul><li>Chop the onion and the celery finely.</li><li>Stir in the mayonnaise and the mustard.</li></ul></div>';
    expect(notes(scrapeRecipe(html, URL)?.recipeIngredient)).toEqual([
      '1 red onion',
      '2 celery stalks',
      '1 lemon',
      '2 cans tuna',
      '4 dill pickles',
      '1/3 cup mayonnaise',
      '4 teaspoons mustard',
      '6 ounces cheddar',
    ]);
  });
});

describe('calls to action after a list', () => {
  it('drops newsletter and follow-us lines that end the ingredient or step list', () => {
    const html = ld({
      name: 'Apple tart',
      recipeIngredient: ['250g pastry', '4 apples', '2 tablespoons sugar', 'Sign up to our newsletter to stay up-to-date!'],
      recipeInstructions: [
        'Line the tins with pastry.',
        'Bake for 20 minutes.',
        'Take 30 seconds and join the 30Seconds community and follow us on Facebook.',
      ],
    });
    const r = scrapeRecipe(html, URL);
    expect(notes(r?.recipeIngredient)).toEqual(['250g pastry', '4 apples', '2 tablespoons sugar']);
    expect(texts(r?.recipeInstructions)).toEqual(['Line the tins with pastry.', 'Bake for 20 minutes.']);
  });
});
