import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, createRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { caller } from '../../../test/shopping.js';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

const RULES = '/api/households/mealplans/rules';
const RANDOM = '/api/households/mealplans/random';
// 2026-01-05 is a Monday, 2026-01-06 a Tuesday.
const MONDAY = '2026-01-05';
const TUESDAY = '2026-01-06';

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
});
afterAll(() => ctx.close());

async function rule(user: TestUser, body: Record<string, unknown>) {
  const res = await call(user, 'POST', RULES, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The recipes `count` random picks chose, as a set of names. */
async function picks(user: TestUser, date: string, entryType: string, count = 30): Promise<Set<string>> {
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    const res = await call(user, 'POST', RANDOM, { date, entryType });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({ date, entryType, userId: user.id });
    names.add(entry.recipe.name);
  }
  return names;
}

/** A group with three recipes: one tagged "quick", one tagged "slow" and one tagged both. */
async function kitchen() {
  const user = await createUser(ctx);
  const quick = await createOrganizer(ctx, user, 'tags', { name: 'quick' });
  const slow = await createOrganizer(ctx, user, 'tags', { name: 'slow' });
  const tag = (t: { id: string; name: string; slug: string }) => ({ id: t.id, name: t.name, slug: t.slug });
  await createRecipe(ctx, user, { name: 'Omelette', tags: [tag(quick)] });
  await createRecipe(ctx, user, { name: 'Stew', tags: [tag(slow)] });
  await createRecipe(ctx, user, { name: 'Quick stew', tags: [tag(quick), tag(slow)] });
  return { user, quick, slow };
}

describe('meal-plan rules', () => {
  it('creates, lists, reads, replaces and deletes a rule, with the filter’s parts', async () => {
    const { user, quick } = await kitchen();
    const created = await rule(user, { day: 'monday', entryType: 'dinner', queryFilterString: `tags.id IN ["${quick.id}"]` });
    expect(created).toMatchObject({ day: 'monday', entryType: 'dinner', groupId: user.groupId, householdId: user.householdId });
    expect(created.queryFilter.parts).toEqual([
      expect.objectContaining({ attributeName: 'tags.id', relationalOperator: 'IN', value: [quick.id] }),
    ]);
    const defaults = await rule(user, {});
    expect(defaults).toMatchObject({ day: 'unset', entryType: 'unset', queryFilterString: '' });

    const list = (await call(user, 'GET', `${RULES}?page=1&perPage=-1`)).json();
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([created.id, defaults.id]);
    expect((await call(user, 'GET', `${RULES}/${created.id}`)).json()).toEqual(created);

    const updated = await call(user, 'PUT', `${RULES}/${created.id}`, { day: 'tuesday', entry_type: 'lunch', query_filter_string: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, day: 'tuesday', entryType: 'lunch', queryFilterString: '' });

    expect((await call(user, 'DELETE', `${RULES}/${created.id}`)).json()).toMatchObject({ id: created.id });
    expect((await call(user, 'GET', `${RULES}/${created.id}`)).statusCode).toBe(404);
    // The Mealie 1.x path.
    expect((await call(user, 'GET', '/api/groups/mealplans/rules')).json().items.map((r: { id: string }) => r.id)).toEqual([defaults.id]);
  });

  it.each([
    ['a filter that does not parse', { queryFilterString: 'tags.name IN' }, 'queryFilterString'],
    ['a filter on an unknown attribute', { queryFilterString: 'flavour = "sweet"' }, 'queryFilterString'],
    ['an unknown day', { day: 'funday' }, 'day'],
    ['an unknown meal type', { entryType: 'brunch' }, 'entryType'],
  ])('refuses %s with 422 naming the field and saves nothing', async (_, body, field) => {
    const user = await createUser(ctx);
    await expectUnchanged(ctx, ['group_meal_plan_rules'], async () => {
      const res = await call(user, 'POST', RULES, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', field));
    });
  });

  it('keeps rules in their household: another household’s rule is a 404 and is not listed', async () => {
    const user = await createUser(ctx);
    const neighbour = await memberOfOtherHousehold(ctx, user);
    const stranger = await createUser(ctx);
    const mine = await rule(user, { day: 'friday' });
    for (const outsider of [neighbour, stranger]) {
      await expectUnchanged(ctx, ['group_meal_plan_rules'], async () => {
        expect((await call(outsider, 'GET', `${RULES}/${mine.id}`)).statusCode).toBe(404);
        expect((await call(outsider, 'PUT', `${RULES}/${mine.id}`, { day: 'monday' })).statusCode).toBe(404);
        expect((await call(outsider, 'DELETE', `${RULES}/${mine.id}`)).statusCode).toBe(404);
      });
      expect((await call(outsider, 'GET', RULES)).json().items).toEqual([]);
    }
  });
});

describe('POST /api/households/mealplans/random', () => {
  it('without rules picks any recipe of the group, and plans it as the caller’s entry', async () => {
    const { user } = await kitchen();
    expect(await picks(user, MONDAY, 'dinner')).toEqual(new Set(['Omelette', 'Stew', 'Quick stew']));
  });

  it('follows a rule for the weekday and meal type, and only there', async () => {
    const { user, quick } = await kitchen();
    await rule(user, { day: 'monday', entryType: 'dinner', queryFilterString: `tags.id IN ["${quick.id}"]` });
    expect(await picks(user, MONDAY, 'dinner')).toEqual(new Set(['Omelette', 'Quick stew']));
    // Another day, or another meal, is not narrowed.
    expect((await picks(user, TUESDAY, 'dinner')).has('Stew')).toBe(true);
    expect((await picks(user, MONDAY, 'lunch')).has('Stew')).toBe(true);
  });

  it('applies rules with an unset day or type everywhere, and ANDs every rule that applies', async () => {
    const { user, quick, slow } = await kitchen();
    await rule(user, { day: 'unset', entryType: 'dinner', queryFilterString: `tags.id IN ["${quick.id}"]` });
    await rule(user, { day: 'tuesday', entryType: 'unset', queryFilterString: `tags.id IN ["${slow.id}"]` });
    await rule(user, { day: 'tuesday', entryType: 'dinner', queryFilterString: '' });
    expect(await picks(user, TUESDAY, 'dinner')).toEqual(new Set(['Quick stew']));
    expect(await picks(user, MONDAY, 'dinner')).toEqual(new Set(['Omelette', 'Quick stew']));
    expect(await picks(user, TUESDAY, 'lunch')).toEqual(new Set(['Stew', 'Quick stew']));
  });

  it('answers 404 "No recipes match your rules" when nothing matches, and plans nothing', async () => {
    const { user, quick } = await kitchen();
    await rule(user, { day: 'monday', entryType: 'dinner', queryFilterString: `tags.id IN ["${quick.id}"] AND name = "Stew"` });
    await expectUnchanged(ctx, ['group_meal_plans', 'events'], async () => {
      const res = await call(user, 'POST', RANDOM, { date: MONDAY, entryType: 'dinner' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorDto.errorResponse('No recipes match your rules'));
    });
    const empty = await createUser(ctx);
    const none = await call(empty, 'POST', RANDOM, { date: MONDAY });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(errorDto.errorResponse('No recipes match your rules'));
  });

  it('a neighbouring household’s rules do not apply; the entry type defaults to dinner', async () => {
    const { user, quick } = await kitchen();
    const neighbour = await memberOfOtherHousehold(ctx, user);
    await rule(neighbour, { queryFilterString: `tags.id IN ["${quick.id}"]` });
    const names = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await call(user, 'POST', RANDOM, { date: MONDAY });
      expect(res.json().entryType).toBe('dinner');
      names.add(res.json().recipe.name);
    }
    expect(names.has('Stew')).toBe(true);
  });

  it('refuses a bad date with 422', async () => {
    const user = await createUser(ctx);
    const res = await call(user, 'POST', RANDOM, { date: 'someday', entryType: 'dinner' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'date'));
  });
});
