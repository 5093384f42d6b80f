import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { systemTenant } from '../../platform/access.js';
import { SpellingMatcher, UNIT_FUZZY_THRESHOLD } from '../parser/matching.js';
import { unitSpellings } from '../parser/queries.js';

const FIXTURES = new URL('../../../../../shared/fixtures/seed/', import.meta.url);

/** Distinct non-empty names in a fixture file, the number a first seeding must add. */
function fixtureCount(kind: 'foods' | 'units' | 'labels', locale: string): number {
  const data = JSON.parse(fs.readFileSync(new URL(`${kind}/${locale}.json`, FIXTURES), 'utf8'));
  const items: { name: string }[] = Array.isArray(data) ? data : Object.values(data);
  return new Set(items.map((i) => i.name.trim()).filter(Boolean)).size;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

const seed = (user: TestUser | null, kind: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/groups/seeders/${kind}`, ...(user ? { headers: bearer(user.token) } : {}), payload });

const total = async (user: TestUser, url: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${url}?perPage=1`, headers: bearer(user.token) })).json().total as number;

describe('POST /api/groups/seeders/{foods|units|labels}', () => {
  it('needs a user and a locale', async () => {
    expect((await seed(null, 'foods', { locale: 'en-US' })).statusCode).toBe(401);
    const user = await createUser(ctx);
    const res = await seed(user, 'foods', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'locale'));
  });

  it('seeds the en-US lists: 214 foods, 23 units, 21 labels, matching the fixture files', async () => {
    expect([fixtureCount('foods', 'en-US'), fixtureCount('units', 'en-US'), fixtureCount('labels', 'en-US')]).toEqual([214, 23, 21]);
    const user = await createUser(ctx);
    const foods = await seed(user, 'foods', { locale: 'en-US' });
    expect(foods.statusCode).toBe(200);
    expect(foods.json()).toEqual({ message: 'Seeded 214 foods (en-US)', error: false });
    expect((await seed(user, 'units', { locale: 'en-US' })).json()).toEqual({ message: 'Seeded 23 units (en-US)', error: false });
    expect((await seed(user, 'labels', { locale: 'en-US' })).json()).toEqual({ message: 'Seeded 21 labels (en-US)', error: false });
    expect(await total(user, '/api/foods')).toBe(214);
    expect(await total(user, '/api/units')).toBe(23);
    expect(await total(user, '/api/groups/labels')).toBe(21);

    const teaspoon = await ctx.app.inject({ method: 'GET', url: '/api/units?search=teaspoon', headers: bearer(user.token) });
    expect(teaspoon.json().items[0]).toMatchObject({ name: 'teaspoon', pluralName: 'teaspoons', abbreviation: 'tsp', fraction: true });
    const apple = await ctx.app.inject({ method: 'GET', url: '/api/foods?search=apples', headers: bearer(user.token) });
    expect(apple.json().items[0]).toMatchObject({ name: 'apple', pluralName: 'apples' });
    const produce = await ctx.app.inject({ method: 'GET', url: '/api/groups/labels?search=produce', headers: bearer(user.token) });
    expect(produce.json().items[0]).toMatchObject({ name: 'Produce', color: '#959595' });
    // Matching uses the normalised columns the seeder wrote.
    const units = new SpellingMatcher(await unitSpellings(ctx.database.db, systemTenant(user.groupId)), UNIT_FUZZY_THRESHOLD);
    expect(units.exactMatch('TSP')).toBe(teaspoon.json().items[0].id);
  });

  it('adds nothing the second time, and keeps what the group already had', async () => {
    const user = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: bearer(user.token),
      payload: { name: 'apple', description: 'mine' },
    });
    const first = await seed(user, 'foods', { locale: 'en-US' });
    expect(first.json().message).toBe('Seeded 213 foods (en-US)');
    await expectUnchanged(ctx, ['ingredient_foods', 'ingredient_units', 'multi_purpose_labels'], async () => {
      expect((await seed(user, 'foods', { locale: 'en-US' })).json().message).toBe('Seeded 0 foods (en-US)');
    });
    await seed(user, 'units', { locale: 'en-US' });
    await seed(user, 'labels', { locale: 'en-US' });
    await expectUnchanged(ctx, ['ingredient_units', 'multi_purpose_labels'], async () => {
      expect((await seed(user, 'units', { locale: 'en-US' })).json().message).toBe('Seeded 0 units (en-US)');
      expect((await seed(user, 'labels', { locale: 'en-US' })).json().message).toBe('Seeded 0 labels (en-US)');
    });
    const apple = await ctx.app.inject({
      method: 'GET',
      url: '/api/foods?search=apple&orderBy=name&orderDirection=asc',
      headers: bearer(user.token),
    });
    expect(apple.json().items.find((f: { name: string }) => f.name === 'apple')).toMatchObject({ description: 'mine' });
  });

  it('seeds another locale, skipping words a translation repeats', async () => {
    const user = await createUser(ctx);
    const foods = await seed(user, 'foods', { locale: 'de-DE' });
    expect(foods.json().message).toBe(`Seeded ${fixtureCount('foods', 'de-DE')} foods (de-DE)`);
    expect(await total(user, '/api/foods')).toBe(fixtureCount('foods', 'de-DE'));
    const units = await seed(user, 'units', { locale: 'pt-BR' });
    expect(units.json().message).toBe(`Seeded ${fixtureCount('units', 'pt-BR')} units (pt-BR)`);
    const labels = await seed(user, 'labels', { locale: 'fr-FR' });
    expect(labels.json().message).toBe(`Seeded ${fixtureCount('labels', 'fr-FR')} labels (fr-FR)`);
    const names = (await ctx.app.inject({ method: 'GET', url: '/api/groups/labels?perPage=-1', headers: bearer(user.token) }))
      .json()
      .items.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Produce');
  });

  it('never adds a second entry of the same name: case, accents and spacing ignored', async () => {
    const user = await createUser(ctx);
    const post = (url: string, name: string) => ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: { name } });
    for (const [url, name] of [
      ['/api/foods', 'ANCHOVIES'],
      ['/api/foods', 'Acórn  Squash'],
      ['/api/groups/labels', 'produce'],
    ]) {
      expect((await post(url, name)).statusCode).toBeLessThan(300);
    }
    expect((await seed(user, 'foods', { locale: 'en-US' })).json().message).toBe('Seeded 212 foods (en-US)');
    expect((await seed(user, 'labels', { locale: 'en-US' })).json().message).toBe('Seeded 20 labels (en-US)');
    const foods = (await ctx.app.inject({ method: 'GET', url: '/api/foods?search=squash&perPage=-1', headers: bearer(user.token) })).json();
    expect(foods.items.map((f: { name: string }) => f.name).filter((n: string) => /acorn|acórn/i.test(n))).toEqual(['Acórn  Squash']);
  });

  it('adds nothing when en-GB follows en-US or the other way round (British and American names of one entry)', async () => {
    for (const [first, second] of [
      ['en-US', 'en-GB'],
      ['en-GB', 'en-US'],
    ]) {
      const user = await createUser(ctx);
      for (const kind of ['foods', 'units', 'labels']) expect((await seed(user, kind, { locale: first })).statusCode).toBe(200);
      await expectUnchanged(ctx, ['ingredient_foods', 'ingredient_units', 'multi_purpose_labels'], async () => {
        expect((await seed(user, 'foods', { locale: second })).json().message).toBe(`Seeded 0 foods (${second})`);
        expect((await seed(user, 'units', { locale: second })).json().message).toBe(`Seeded 0 units (${second})`);
        expect((await seed(user, 'labels', { locale: second })).json().message).toBe(`Seeded 0 labels (${second})`);
      });
    }
  });

  it('falls back to en-US for an unknown locale and accepts any letter case', async () => {
    const user = await createUser(ctx);
    const res = await seed(user, 'labels', { locale: 'xx-YY' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Seeded 21 labels (en-US)');
    const other = await createUser(ctx);
    expect((await seed(other, 'units', { locale: 'DE-de' })).json().message).toBe(`Seeded ${fixtureCount('units', 'de-DE')} units (de-DE)`);
  });

  it('seeds only the caller group', async () => {
    const user = await createUser(ctx);
    const neighbour = await createUser(ctx);
    await seed(user, 'units', { locale: 'en-US' });
    expect(await total(neighbour, '/api/units')).toBe(0);
  });
});

describe('seedGroup (registration with seedData)', () => {
  it('seeds foods, units and labels of the locale for a group', async () => {
    const user = await createUser(ctx);
    await ctx.app.services.seeders.seedGroup(systemTenant(user.groupId), 'en-US');
    expect([await total(user, '/api/foods'), await total(user, '/api/units'), await total(user, '/api/groups/labels')]).toEqual([
      214, 23, 21,
    ]);
  });
});
