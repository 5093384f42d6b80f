import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { caller, eventsAfter, lastEvent } from '../../../test/shopping.js';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
let cook: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;

const PLANS = '/api/households/mealplans';

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
  cook = await createUser(ctx);
  housemate = await createUser(ctx, { beside: cook });
  neighbour = await memberOfOtherHousehold(ctx, cook);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

async function plan(user: TestUser, body: Record<string, unknown>) {
  const res = await call(user, 'POST', PLANS, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const between = async (user: TestUser, start: string, end: string, path = PLANS) => {
  const res = await call(user, 'GET', `${path}?page=1&perPage=-1&start_date=${start}&end_date=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('POST /api/households/mealplans', () => {
  it('requires a signed-in user', async () => {
    const res = await call(null, 'POST', PLANS, { date: '2026-01-05', title: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('plans a recipe with its summary, the caller as owner, and tells the household', async () => {
    const recipe = await createRecipe(ctx, cook, { name: 'Chicken curry', recipeServings: 4 });
    const since = await lastEvent(ctx);
    const entry = await plan(cook, { date: '2026-01-05', entryType: 'dinner', recipeId: recipe.id, servings: 6 });
    expect(entry).toMatchObject({
      date: '2026-01-05',
      entryType: 'dinner',
      title: '',
      text: '',
      recipeId: recipe.id,
      groupId: cook.groupId,
      householdId: cook.householdId,
      userId: cook.id,
      servings: 6,
      recipe: { id: recipe.id, name: 'Chicken curry', slug: recipe.slug, recipeServings: 4 },
    });
    expect(Number.isInteger(entry.id)).toBe(true);
    expect(await eventsAfter(ctx, since)).toEqual([
      {
        eventType: 'mealplan_entry_created',
        householdId: cook.householdId,
        documentData: { documentType: 'mealplan', operation: 'create', mealplanId: entry.id, date: '2026-01-05' },
      },
    ]);
  });

  it('plans a note without a recipe; the type defaults to breakfast and snake_case is read', async () => {
    const entry = await plan(cook, { date: '2026-01-06', title: 'Leftovers', text: 'From Monday' });
    expect(entry).toMatchObject({
      entryType: 'breakfast',
      title: 'Leftovers',
      text: 'From Monday',
      recipeId: null,
      recipe: null,
      servings: null,
    });
    const snake = await plan(cook, { date: '2026-01-06', entry_type: 'snack', title: 'Apples' });
    expect(snake.entryType).toBe('snack');
  });

  it.each([
    ['neither a recipe nor a title', { date: '2026-01-05', entryType: 'dinner' }, ['body', 'title']],
    ['a date that does not exist', { date: '2026-02-30', title: 'x' }, ['body', 'date']],
    ['a date in another format', { date: '05/01/2026', title: 'x' }, ['body', 'date']],
    ['an unknown meal type', { date: '2026-01-05', entryType: 'brunch', title: 'x' }, ['body', 'entryType']],
    ['servings of zero', { date: '2026-01-05', title: 'x', servings: 0 }, ['body', 'servings']],
    ['a recipe id that is not a UUID', { date: '2026-01-05', recipeId: 'curry' }, ['body', 'recipeId']],
    ['a recipe of another group', { date: '2026-01-05', recipeId: 'RECIPE' }, ['body', 'recipeId']],
  ] as [string, Record<string, unknown>, string[]][])('refuses %s with 422 naming the field and plans nothing', async (_, body, loc) => {
    const foreign = await createRecipe(ctx, stranger);
    const payload: Record<string, unknown> = { ...body };
    if (payload.recipeId === 'RECIPE') payload.recipeId = foreign.id;
    await expectUnchanged(ctx, ['group_meal_plans', 'events'], async () => {
      const res = await call(cook, 'POST', PLANS, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField(...loc));
    });
  });
});

describe('GET /api/households/mealplans', () => {
  it('lists the household’s entries between the dates, both inclusive, in date order', async () => {
    const user = await createUser(ctx);
    const mate = await createUser(ctx, { beside: user });
    for (const [date, title] of [
      ['2026-03-01', 'before'],
      ['2026-03-02', 'first day'],
      ['2026-03-04', 'middle'],
      ['2026-03-08', 'last day'],
      ['2026-03-09', 'after'],
    ])
      await plan(user, { date, title });
    await plan(mate, { date: '2026-03-03', title: "housemate's" });
    await plan(await memberOfOtherHousehold(ctx, user), { date: '2026-03-03', title: "neighbour's" });

    const page = await between(user, '2026-03-02', '2026-03-08');
    expect(page.items.map((e: { title: string }) => e.title)).toEqual(['first day', "housemate's", 'middle', 'last day']);
    expect(page).toMatchObject({ page: 1, total: 4, next: null, previous: null });
    // The Mealie 1.x path answers the same.
    expect((await between(user, '2026-03-02', '2026-03-08', '/api/groups/mealplans')).items).toEqual(page.items);
  });

  it('refuses a malformed start_date with 422', async () => {
    const res = await call(cook, 'GET', `${PLANS}?start_date=tomorrow`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('query', 'start_date'));
  });

  it('GET /today answers today’s (UTC) entries as a plain list, also on the 1.x path', async () => {
    const user = await createUser(ctx);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const entry = await plan(user, { date: today, entryType: 'lunch', title: 'Soup' });
    await plan(user, { date: yesterday, title: 'Old' });
    for (const path of [`${PLANS}/today`, '/api/groups/mealplans/today']) {
      const res = await call(user, 'GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([entry]);
    }
  });
});

describe('one entry', () => {
  it('reads, replaces and deletes an entry; a housemate may too', async () => {
    const recipe = await createRecipe(ctx, cook);
    const entry = await plan(cook, { date: '2026-04-01', entryType: 'dinner', recipeId: recipe.id });
    expect((await call(housemate, 'GET', `${PLANS}/${entry.id}`)).json()).toEqual(entry);

    const since = await lastEvent(ctx);
    const moved = await call(housemate, 'PUT', `${PLANS}/${entry.id}`, { ...entry, date: '2026-04-03', entryType: 'lunch', servings: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ ...entry, date: '2026-04-03', entryType: 'lunch', servings: 2 });
    expect((await eventsAfter(ctx, since)).map((e) => [e.eventType, e.documentData.operation, e.documentData.date])).toEqual([
      ['mealplan_entry_updated', 'update', '2026-04-03'],
    ]);

    const asNote = await call(cook, 'PUT', `${PLANS}/${entry.id}`, { ...entry, recipeId: null, title: 'Takeaway' });
    expect(asNote.json()).toMatchObject({ recipeId: null, recipe: null, title: 'Takeaway' });

    const deleted = await call(cook, 'DELETE', `${PLANS}/${entry.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: entry.id, title: 'Takeaway' });
    expect((await call(cook, 'GET', `${PLANS}/${entry.id}`)).statusCode).toBe(404);
    expect((await call(cook, 'DELETE', `${PLANS}/${entry.id}`)).statusCode).toBe(404);
  });

  it('answers another household’s or group’s entry with 404 and changes nothing', async () => {
    const entry = await plan(cook, { date: '2026-04-10', title: 'Ours' });
    for (const outsider of [neighbour, stranger]) {
      await expectUnchanged(ctx, ['group_meal_plans', 'events'], async () => {
        expect((await call(outsider, 'GET', `${PLANS}/${entry.id}`)).statusCode).toBe(404);
        expect((await call(outsider, 'PUT', `${PLANS}/${entry.id}`, { ...entry, title: 'Theirs' })).statusCode).toBe(404);
        expect((await call(outsider, 'DELETE', `${PLANS}/${entry.id}`)).statusCode).toBe(404);
      });
      expect((await between(outsider, '2026-04-10', '2026-04-10')).items).toEqual([]);
    }
  });

  it('refuses an id that is not a number with 422', async () => {
    const res = await call(cook, 'GET', `${PLANS}/abc`);
    expect(res.statusCode).toBe(422);
  });

  it('a deleted recipe takes its entries with it', async () => {
    const user = await createUser(ctx);
    const recipe = await createRecipe(ctx, user);
    const entry = await plan(user, { date: '2026-04-20', recipeId: recipe.id });
    expect((await call(user, 'DELETE', `/api/recipes/${recipe.slug}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', `${PLANS}/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/households/mealplans/copy', () => {
  it('copies a range of days to a new start date, keeping types, notes, recipes and servings', async () => {
    const user = await createUser(ctx);
    const recipe = await createRecipe(ctx, user);
    await plan(user, { date: '2026-05-04', entryType: 'dinner', recipeId: recipe.id, servings: 3 });
    await plan(user, { date: '2026-05-06', entryType: 'lunch', title: 'Soup', text: 'Big pot' });
    await plan(user, { date: '2026-05-11', title: 'Outside the range' });

    const res = await call(user, 'POST', `${PLANS}/copy`, { startDate: '2026-05-04', endDate: '2026-05-10', targetDate: '2026-05-25' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().map((e: Record<string, unknown>) => [e.date, e.entryType, e.recipeId, e.title, e.text, e.servings])).toEqual([
      ['2026-05-25', 'dinner', recipe.id, '', '', 3],
      ['2026-05-27', 'lunch', null, 'Soup', 'Big pot', null],
    ]);
    expect((await between(user, '2026-05-04', '2026-05-31')).total).toBe(5);
  });

  it('refuses an end before the start, or a range over 62 days, and copies nothing', async () => {
    const user = await createUser(ctx);
    await plan(user, { date: '2026-06-01', title: 'x' });
    await expectUnchanged(ctx, ['group_meal_plans'], async () => {
      const backwards = await call(user, 'POST', `${PLANS}/copy`, {
        startDate: '2026-06-10',
        endDate: '2026-06-01',
        targetDate: '2026-07-01',
      });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json()).toEqual(errorDto.invalidField('body', 'endDate'));
      const long = await call(user, 'POST', `${PLANS}/copy`, { startDate: '2026-01-01', endDate: '2026-06-30', targetDate: '2026-07-01' });
      expect(long.statusCode).toBe(422);
      expect(long.json()).toEqual(errorDto.invalidField('body', 'endDate'));
    });
  });
});

describe('the daily meal-plan timeline (rule 15)', () => {
  it('records each of today’s planned recipes once, as made by the entry’s owner, and raises last made', async () => {
    const user = await createUser(ctx);
    const name = (await call(user, 'GET', '/api/users/self')).json().fullName;
    const recipe = await createRecipe(ctx, user, { name: 'Planned pie' });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await plan(user, { date: today, entryType: 'dinner', recipeId: recipe.id });
    await plan(user, { date: today, entryType: 'side', recipeId: recipe.id });
    await plan(user, { date: today, title: 'No recipe' });
    await plan(user, { date: tomorrow, entryType: 'lunch', recipeId: recipe.id });

    const { mealPlans } = ctx.app.services;
    expect(await mealPlans.recordPlannedMeals(today)).toBeGreaterThanOrEqual(2);
    expect(await mealPlans.recordPlannedMeals(today)).toBe(0);

    const res = await call(
      user,
      'GET',
      `/api/recipes/timeline/events?perPage=-1&queryFilter=${encodeURIComponent(`recipe_id="${recipe.id}"`)}`,
    );
    const records = res.json().items.filter((e: { eventType: string }) => e.eventType === 'info');
    expect(records.map((e: { subject: string; userId: string }) => [e.subject, e.userId]).sort()).toEqual([
      [`${name} made this as a side`, user.id],
      [`${name} made this for dinner`, user.id],
    ]);
    const read = (await call(user, 'GET', `/api/recipes/${recipe.slug}`)).json();
    expect(read.lastMade?.slice(0, 10)).toBe(today);
  });
});
