import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, memberOfOtherHousehold } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { caller } from '../../../test/shopping.js';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

const FEED = '/api/households/mealplans/feed';

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
});
afterAll(() => ctx.close());

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The path of a feed URL, for `inject`. */
const pathOf = (url: string) => new URL(url).pathname;

describe('the household’s calendar feed', () => {
  it('is made once, answers a valid RFC 5545 calendar without a sign-in, and stops after revocation', async () => {
    const cook = await createUser(ctx);
    const housemate = await createUser(ctx, { beside: cook });
    const recipe = await createRecipe(ctx, cook, { name: 'Chicken curry' });
    const tomorrow = dayFromToday(1);
    const dinner = (
      await call(cook, 'POST', '/api/households/mealplans', { date: tomorrow, entryType: 'dinner', recipeId: recipe.id })
    ).json();
    const note = (
      await call(cook, 'POST', '/api/households/mealplans', {
        date: dayFromToday(2),
        entryType: 'lunch',
        title: 'Leftovers',
        text: 'Bring a box',
      })
    ).json();

    expect((await call(cook, 'GET', FEED)).json()).toEqual({ url: null });
    const { url } = (await call(cook, 'POST', FEED)).json();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/households\/mealplans\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same address for the household, however often it is asked for.
    expect((await call(housemate, 'POST', FEED)).json()).toEqual({ url });
    expect((await call(housemate, 'GET', FEED)).json()).toEqual({ url });

    const res = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString(), e.startDate.isDate, e.endDate.toString()])).toEqual([
      [`mealplan-${dinner.id}@localhost`, 'Dinner: Chicken curry', tomorrow, true, dayFromToday(2)],
      [`mealplan-${note.id}@localhost`, 'Lunch: Leftovers', dayFromToday(2), true, dayFromToday(3)],
    ]);
    const groupSlug = (await call(cook, 'GET', '/api/groups/self')).json().slug;
    expect(events[0].description).toContain(`/g/${groupSlug}/r/${recipe.slug}`);
    expect(events[1].description).toBe('Bring a box');

    // A second fetch keeps the UIDs (calendar apps update events by UID).
    const again = new ICAL.Component(ICAL.parse((await ctx.app.inject({ method: 'GET', url: pathOf(url) })).body));
    expect(again.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'))).toEqual(events.map((e) => e.uid));

    expect((await call(cook, 'DELETE', FEED)).json()).toEqual({ url: null });
    const revoked = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('VCALENDAR');
    // A new address after revocation, never the old one.
    const renewed = (await call(cook, 'POST', FEED)).json().url;
    expect(renewed).not.toBe(url);
  });

  it('shows only its own household’s plan; a made-up or malformed token is a 404', async () => {
    const cook = await createUser(ctx);
    const neighbour = await memberOfOtherHousehold(ctx, cook);
    await call(neighbour, 'POST', '/api/households/mealplans', { date: dayFromToday(1), title: 'Neighbour dinner' });
    await call(cook, 'POST', '/api/households/mealplans', { date: dayFromToday(1), title: 'Our dinner' });
    const { url } = (await call(cook, 'POST', FEED)).json();
    const body = (await ctx.app.inject({ method: 'GET', url: pathOf(url) })).body;
    expect(body).toContain('Our dinner');
    expect(body).not.toContain('Neighbour dinner');
    expect((await call(neighbour, 'GET', FEED)).json()).toEqual({ url: null });

    for (const token of ['A'.repeat(43), '..%2F..%2Fetc', 'x']) {
      expect((await ctx.app.inject({ method: 'GET', url: `${FEED}/${token}.ics` })).statusCode).toBe(404);
    }
  });

  it('managing the feed needs a signed-in member', async () => {
    expect((await call(null, 'POST', FEED)).statusCode).toBe(401);
    expect((await call(null, 'GET', FEED)).statusCode).toBe(401);
    expect((await call(null, 'DELETE', FEED)).statusCode).toBe(401);
  });
});
