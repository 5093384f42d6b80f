import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { type OpenAiTestServer, startOpenAiServer } from '../../../test/openai-server.js';
import { errorDto } from '../../../test/responses.js';

let ctx: TestContext;
let openai: OpenAiTestServer;
let member: TestUser;
let outsider: TestUser;
const ids: Record<string, string> = {};

type Json = Record<string, unknown>;
const call = (user: TestUser | null, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, ...(user ? { headers: bearer(user.token) } : {}), payload: payload as Json });
const parseOne = (parser: string, ingredient: string, user = member) => call(user, '/api/parser/ingredient', { parser, ingredient });

async function create(user: TestUser, kind: 'foods' | 'units', payload: Json): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${kind}`, headers: bearer(user.token), payload });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  openai = await startOpenAiServer();
  ctx = await setupTestApp(openai.env);
  member = await createUser(ctx);
  outsider = await createUser(ctx);
  ids.cup = await create(member, 'units', { name: 'cup', pluralName: 'cups', abbreviation: 'c' });
  ids.tablespoon = await create(member, 'units', { name: 'tablespoon', pluralName: 'tablespoons', abbreviation: 'tbsp' });
  ids.essloeffel = await create(member, 'units', { name: 'Esslöffel', abbreviation: 'EL' });
  ids.bunch = await create(member, 'units', { name: 'Bund', aliases: [{ name: 'bunch' }] });
  ids.flour = await create(member, 'foods', { name: 'flour' });
  ids.tomato = await create(member, 'foods', { name: 'tomato', pluralName: 'tomatoes' });
  ids.cremeFraiche = await create(member, 'foods', { name: 'Crème Fraîche' });
  ids.scallion = await create(member, 'foods', { name: 'scallion', aliases: [{ name: 'spring onions' }] });
  ids.zucchini = await create(member, 'foods', { name: 'zucchini' });
  ids.garlicPowder = await create(member, 'foods', { name: 'garlic powder' });
  ids.oliveOil = await create(member, 'foods', { name: 'Olivenöl' });
  // The other group has the very names this test parses; they must never come back.
  ids.outsiderSaffron = await create(outsider, 'foods', { name: 'saffron' });
  ids.outsiderPinch = await create(outsider, 'units', { name: 'pinch' });
});
afterAll(async () => {
  await ctx.close();
  await openai.close();
});

describe('POST /api/parser/ingredient', () => {
  it('answers 401 without a token', async () => {
    const res = await call(null, '/api/parser/ingredient', { parser: 'nlp', ingredient: '1 cup flour' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('answers 422 naming the field for a missing line, a line that is no text or an unknown parser', async () => {
    const missing = await call(member, '/api/parser/ingredient', { parser: 'nlp' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual(errorDto.invalidField('body', 'ingredient'));
    const notText = await call(member, '/api/parser/ingredient', { ingredient: 12 });
    expect(notText.statusCode).toBe(422);
    expect(notText.json()).toEqual(errorDto.invalidField('body', 'ingredient'));
    const unknown = await parseOne('crf', '1 cup flour');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(errorDto.invalidField('body', 'parser'));
  });

  it('parses with the nlp parser by default and matches the group food and unit', async () => {
    const res = await call(member, '/api/parser/ingredient', { ingredient: '2 ½ cups flour, sifted' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.input).toBe('2 ½ cups flour, sifted');
    expect(body.ingredient).toMatchObject({
      quantity: 2.5,
      unit: { id: ids.cup, name: 'cup', pluralName: 'cups' },
      food: { id: ids.flour, name: 'flour' },
      note: 'sifted',
      isFood: true,
      disableAmount: false,
      display: '2 ¹/₂ cups flour sifted',
      originalText: '2 ½ cups flour, sifted',
    });
    expect(body.ingredient.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body.confidence).sort()).toEqual(['average', 'comment', 'food', 'name', 'quantity', 'unit']);
    expect(body.confidence.average).toBeGreaterThan(0.75);
    expect(body.confidence.average).toBeLessThanOrEqual(1);
  });

  it('matches by plural name, alias, and without accents or case', async () => {
    const plural = (await parseOne('nlp', '3 tomatoes, diced')).json();
    expect(plural.ingredient.food.id).toBe(ids.tomato);
    const alias = (await parseOne('nlp', '4 spring onions, sliced')).json();
    expect(alias.ingredient.food.id).toBe(ids.scallion);
    const accents = (await parseOne('nlp', '1 cup creme fraiche')).json();
    expect(accents.ingredient.food).toMatchObject({ id: ids.cremeFraiche, name: 'Crème Fraîche' });
  });

  it('matches a unit by abbreviation and by alias with the brute parser', async () => {
    const abbreviation = (await parseOne('brute', '2 tbsp olive oil')).json();
    expect(abbreviation.ingredient.unit.id).toBe(ids.tablespoon);
    const german = (await parseOne('brute', '2 EL Olivenöl')).json();
    expect(german.ingredient).toMatchObject({ quantity: 2, unit: { id: ids.essloeffel }, food: { id: ids.oliveOil } });
    const alias = (await parseOne('brute', '1 bunch scallion')).json();
    expect(alias.ingredient).toMatchObject({ unit: { id: ids.bunch, name: 'Bund' }, food: { id: ids.scallion } });
  });

  it('matches a unit as written when the group names its units in another language', async () => {
    const german = await createUser(ctx);
    const essloeffel = await create(german, 'units', { name: 'Esslöffel', abbreviation: 'EL' });
    const teeloeffel = await create(german, 'units', { name: 'Teelöffel', abbreviation: 'TL' });
    const oil = await create(german, 'foods', { name: 'Olivenöl' });
    const spoon = (await parseOne('nlp', '2 EL Olivenöl', german)).json();
    expect(spoon.ingredient).toMatchObject({ quantity: 2, unit: { id: essloeffel }, food: { id: oil } });
    const small = (await parseOne('nlp', '1 TL Salz', german)).json();
    expect(small.ingredient.unit.id).toBe(teeloeffel);
    // Where the group has the parser's own name, that one wins ("EL" is this group's tablespoon too).
    expect((await parseOne('nlp', '2 EL Olivenöl')).json().ingredient.unit.id).toBe(ids.tablespoon);
  });

  it('gives no confidence for the brute parser', async () => {
    const body = (await parseOne('brute', '1 cup flour')).json();
    expect(body.confidence).toEqual({ average: null, comment: null, name: null, unit: null, quantity: null, food: null });
    expect(body.ingredient).toMatchObject({ quantity: 1, unit: { id: ids.cup }, food: { id: ids.flour } });
  });

  it('matches a misspelt food closely enough, and nothing for a distant one', async () => {
    const typo = (await parseOne('nlp', '1 zuchini, grated')).json();
    expect(typo.ingredient.food.id).toBe(ids.zucchini);
    const distant = (await parseOne('nlp', '1 cup rice')).json();
    expect(distant.ingredient.food).toEqual({
      id: null,
      name: 'rice',
      pluralName: null,
      description: '',
      extras: {},
      labelId: null,
      aliases: [],
    });
  });

  it('never matches foods or units of another group', async () => {
    const body = (await parseOne('nlp', '1 pinch saffron')).json();
    expect(body.ingredient.food).toMatchObject({ id: null, name: 'saffron' });
    expect(body.ingredient.unit).toMatchObject({ id: null, name: 'pinch' });
    // The outsider sees their own rows.
    const own = (await parseOne('nlp', '1 pinch saffron', outsider)).json();
    expect(own.ingredient.food.id).toBe(ids.outsiderSaffron);
    expect(own.ingredient.unit.id).toBe(ids.outsiderPinch);
  });

  it('answers quantity 0 and keeps the note for a line without an amount', async () => {
    const body = (await parseOne('nlp', 'salt, to taste')).json();
    expect(body.ingredient).toMatchObject({ quantity: 0, unit: null, note: 'to taste' });
    expect(body.ingredient.food.name).toBe('salt');
  });
});

describe('POST /api/parser/ingredients keeps every word', () => {
  it('keeps parenthesised text in the note and both ends of a range, with each local parser', async () => {
    const lines = ['2 cups fresh Thai basil leaves (from 1 large bunch)', 'One (1-inch) piece fresh ginger', '12-15 medium garlic cloves'];
    const nlp = (await call(member, '/api/parser/ingredients', { parser: 'nlp', ingredients: lines })).json();
    expect(nlp[0].ingredient).toMatchObject({ quantity: 2, maxQuantity: null, unit: { id: ids.cup }, note: '(from 1 large bunch)' });
    expect(nlp[0].ingredient.food.name).toBe('fresh Thai basil leaves');
    expect(nlp[1].ingredient).toMatchObject({ quantity: 1, unit: { name: 'piece' }, food: { name: 'fresh ginger' }, note: '(1-inch)' });
    expect(nlp[2].ingredient).toMatchObject({ quantity: 12, maxQuantity: 15, unit: { name: 'clove' }, food: { name: 'garlic' } });
    expect(nlp[2].ingredient.display).toMatch(/^12–15 clove garlic medium$/);
    expect(nlp.map((p: { ingredient: { originalText: string } }) => p.ingredient.originalText)).toEqual(lines);

    const brute = (await call(member, '/api/parser/ingredients', { parser: 'brute', ingredients: ['1-2 fresh Thai red chilis'] })).json();
    expect(brute[0].ingredient).toMatchObject({ quantity: 1, maxQuantity: 2, food: { name: 'fresh Thai red chilis' } });
    expect(brute[0].ingredient.display).toBe('1–2 fresh Thai red chilis');
  });
});

describe('POST /api/parser/ingredients', () => {
  it('answers 422 naming the field for a missing list or one that is too long', async () => {
    const missing = await call(member, '/api/parser/ingredients', { parser: 'nlp' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual(errorDto.invalidField('body', 'ingredients'));
    const tooMany = await call(member, '/api/parser/ingredients', { ingredients: Array.from({ length: 501 }, () => '1 egg') });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual(errorDto.invalidField('body', 'ingredients'));
  });

  it('parses every line in order with each local parser', async () => {
    for (const parser of ['nlp', 'brute']) {
      const res = await call(member, '/api/parser/ingredients', {
        parser,
        ingredients: ['1 cup flour', '3 tomatoes', 'a dash of mystery'],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.map((p: { input: string }) => p.input)).toEqual(['1 cup flour', '3 tomatoes', 'a dash of mystery']);
      expect(body[0].ingredient.food.id).toBe(ids.flour);
      expect(body[1].ingredient).toMatchObject({ quantity: 3, food: { id: ids.tomato } });
    }
  });

  it('answers an empty list for no lines', async () => {
    const res = await call(member, '/api/parser/ingredients', { parser: 'brute', ingredients: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('the openai parser', () => {
  beforeEach(() => {
    openai.requests.length = 0;
  });

  it('asks the model for JSON with the lines and the group units, and matches its answer', async () => {
    openai.reply({
      ingredients: [
        { input: '2 cups flour', quantity: 2, unit: 'cups', food: 'flour', note: null, confidence: 0.9 },
        { input: '1 garlic powder', quantity: '1', unit: 'garlic', food: 'powder', note: '', confidence: 0.4 },
      ],
    });
    const res = await call(member, '/api/parser/ingredients', { parser: 'openai', ingredients: ['2 cups flour', '1 garlic powder'] });
    expect(res.statusCode).toBe(200);
    const [flour, garlic] = res.json();
    expect(flour).toMatchObject({
      input: '2 cups flour',
      confidence: { average: 0.9, food: null },
      ingredient: { quantity: 2, unit: { id: ids.cup }, food: { id: ids.flour }, note: '' },
    });
    // A food split into unit + food by the model is matched as one food.
    expect(garlic.ingredient).toMatchObject({ quantity: 1, unit: null, food: { id: ids.garlicPowder } });

    expect(openai.requests).toHaveLength(1);
    const [request] = openai.requests;
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request.body.messages;
    expect(user.content).toContain(JSON.stringify(['2 cups flour', '1 garlic powder']));
    expect(system.content).toContain('Esslöffel');
    expect(system.content).not.toContain('pinch');
  });

  it('keeps a line the model left out as a note', async () => {
    openai.reply({ ingredients: [{ input: 'something else', food: 'egg' }] });
    const res = await call(member, '/api/parser/ingredients', { parser: 'openai', ingredients: ['1 cup flour', '2 eggs'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toMatchObject({ input: '2 eggs', confidence: { average: 0 }, ingredient: { food: null, note: '2 eggs' } });
  });

  it('answers 502 when the service fails or answers in the wrong shape', async () => {
    openai.respondOnce({ status: 500, body: { error: { message: 'model overloaded' } } });
    const failed = await parseOne('openai', '1 cup flour');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail.message).toBe('The OpenAI service answered 500: model overloaded');
    openai.reply({ answer: 'no list here' });
    const wrongShape = await parseOne('openai', '1 cup flour');
    expect(wrongShape.statusCode).toBe(502);
    expect(wrongShape.json().detail.message).toMatch(/without an "ingredients" list/);
  });

  it('answers 503 when OpenAI is not configured, without calling anything', async () => {
    const bare = await setupTestApp();
    try {
      const user = await createUser(bare);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/parser/ingredient',
        headers: bearer(user.token),
        payload: { parser: 'openai', ingredient: '1 cup flour' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail.message).toMatch(/OpenAI is not enabled/);
      expect(openai.requests).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
