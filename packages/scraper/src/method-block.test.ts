// The method of a page without recipe markup, found from the structure alone (no class names,
// no labels a particular site uses).
import { describe, expect, it } from 'vitest';
import { scrapeRecipe } from './index.ts';

const URL = 'https://example.com/recipe';
const steps = (html: string) => (scrapeRecipe(html, URL)?.recipeInstructions ?? []).map((s) => s.text);
const LIST = '<h1>Pasta</h1><ul><li>200 g pasta</li><li>2 eggs</li><li>50 g cheese</li><li>1 clove garlic</li></ul>';

describe('method after the ingredient block', () => {
  it('takes numbered paragraphs, however short, up to the comments', () => {
    const html = `${LIST}<h3></h3><div><p><img src="/a.jpg"></p><p>1- Beat the eggs.</p><p>2- Add the cheese.</p><p>3- Boil the pasta and mix everything together.</p></div>
      <h2>Comments</h2><ol><li>Anna, ten years ago: I made this for dinner and everyone loved it so much.</li></ol>`;
    expect(steps(html)).toEqual(['1- Beat the eggs.', '2- Add the cheese.', '3- Boil the pasta and mix everything together.']);
  });

  it('prefers the ordered list of steps to a lone paragraph before it', () => {
    const html = `${LIST}<h2>Missing something?</h2><p>Order what you need from our partner shop and have it delivered in minutes.</p>
      <h2>How is it made?</h2><ol><li><div>1</div><div>Boil the pasta in plenty of salted water.</div></li><li><div>2</div><div>Beat the eggs with the cheese and the garlic.</div></li></ol>`;
    expect(steps(html)).toEqual(['Boil the pasta in plenty of salted water.', 'Beat the eggs with the cheese and the garlic.']);
  });

  it('keeps the headings of groups of steps and stops at a question to the reader', () => {
    const html = `${LIST}<h3>1. Make the sauce:</h3><ul><li>Beat the eggs with the cheese in a bowl.</li><li>Crush the garlic and stir it in.</li></ul>
      <h3>2. Cook the pasta:</h3><ul><li>Boil the pasta for nine minutes, then drain it.</li></ul>
      <h3>Can I make it ahead?</h3><p>Not really, the sauce sets as it cools down on the plate.</p>`;
    expect(steps(html)).toEqual([
      '1. Make the sauce:',
      'Beat the eggs with the cheese in a bowl.',
      'Crush the garlic and stir it in.',
      '2. Cook the pasta:',
      'Boil the pasta for nine minutes, then drain it.',
    ]);
  });

  it('reads "Step 1" headings as the method and a paragraph of lines split at <br>', () => {
    const html = `${LIST}<h3>Step 1</h3><p>Boil the pasta in plenty of salted water.</p><h3>Step 2</h3><p>Beat the eggs with the cheese.<br>Mix with the drained pasta and serve.</p>`;
    expect(steps(html)).toEqual([
      'Boil the pasta in plenty of salted water.',
      'Beat the eggs with the cheese.',
      'Mix with the drained pasta and serve.',
    ]);
  });

  it('ends a labelled method at "See also" and drops the credits under it', () => {
    const html = `<h1>Bœuf braisé</h1><h2>Ingrédients</h2><ul><li>1 rôti de bœuf</li><li>2 oignons</li></ul><h2>Préparation</h2>
      <p>Préchauffer le four à 150 °C.</p><p>Enfourner 3 heures.</p><p>Photo : Jean Dupont</p><p>Recette extraite du magazine, hiver 2013.</p>
      <p>Voir aussi:</p><p><a href="/a">Dix recettes de braisés</a></p>`;
    expect(steps(html)).toEqual(['Préchauffer le four à 150 °C.', 'Enfourner 3 heures.']);
  });

  it('takes the method label after the ingredient list, not an earlier one over the article', () => {
    const html = `<h1>Pasta</h1><h2>How to make pasta</h2><p>It is easier than you think, and you will love how quickly the whole thing comes together.</p>
      <p>Read on for all my tips and tricks, and the story of how I learnt this from my grandmother.</p><p>She always made it on Sundays for the whole family.</p>
      <h2>Ingredients</h2><ul><li>200 g pasta</li><li>2 eggs</li></ul><h2>Instructions</h2><ol><li>Boil the pasta.</li><li>Mix with the eggs.</li></ol>`;
    expect(steps(html)).toEqual(['Boil the pasta.', 'Mix with the eggs.']);
  });
});

describe('ingredient block', () => {
  const notes = (html: string) => (scrapeRecipe(html, URL)?.recipeIngredient ?? []).map((i) => i.note);

  it('takes the measured list over a wrapper classed like an ingredient box around the whole post', () => {
    const html = `<h1>Dip</h1><div class="post-ingredients-wrap"><ul><li>Facebook</li><li>Twitter</li></ul>
      <ul><li>Simple ingredients. You need just four of them to make this dip at home.</li><li>Crowd pleaser. There is never anything left to take home.</li></ul>
      <div class="ingredients"><ul><li>▢ 8 ounces cream cheese</li><li>▢ ¼ cup sugar</li><li>▢ 1 cup caramel sauce</li></ul></div></div>`;
    expect(notes(html)).toEqual(['▢ 8 ounces cream cheese', '▢ ¼ cup sugar', '▢ 1 cup caramel sauce']);
  });

  it('keeps a further group of unmeasured lines in the same box, and reads amounts after the food', () => {
    const html = `<h1>Taquitos</h1><div class="ingredients"><div class="ingredients-group"><ul><li>2 cups chicken</li><li>1 tsp cumin</li></ul></div>
      <div class="ingredients-group"><h4>Toppings</h4><ul><li>Salsa</li><li>Guacamole</li></ul></div></div>`;
    expect(notes(html)).toEqual(['2 cups chicken', '1 tsp cumin', 'Salsa', 'Guacamole']);
    const ru =
      '<h1>Курица</h1><ul class="ingredients"><li>куриное филе - 4 шт.</li><li>сыр пармезан - 75 г</li><li>соль - по вкусу</li></ul>';
    expect(notes(ru)).toEqual(['куриное филе - 4 шт.', 'сыр пармезан - 75 г', 'соль - по вкусу']);
  });
});
