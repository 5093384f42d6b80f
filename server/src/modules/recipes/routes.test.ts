import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFood,
  createOrganizer,
  createRecipe,
  createUnit,
  createUser,
  setHouseholdPreferences,
  type TestUser,
} from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (user: TestUser, slug: string) => ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}`, headers: bearer(user.token) });
const RECIPE_TABLES = ['recipes', 'recipes_ingredients', 'recipe_instructions', 'recipe_settings', 'notes'] as const;

describe('POST /api/recipes', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/recipes', payload: { name: 'Soup' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses a body without a name with 422, creating nothing', async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(owner.token), payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'name'));
    });
  });

  it('answers the new slug as a JSON string and fills the placeholders and household defaults', async () => {
    await setHouseholdPreferences(ctx, owner, {
      recipePublic: false,
      recipeShowNutrition: true,
      recipeDisableAmount: false,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: bearer(owner.token),
      payload: { name: "Grandma's Brisket" },
    });
    expect(res.statusCode).toBe(201);
    // Exactly as Mealie: the slug as a JSON string, quotes included.
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('"grandma-s-brisket"');
    expect(res.json()).toBe('grandma-s-brisket');

    const recipe = (await get(owner, 'grandma-s-brisket')).json();
    expect(recipe).toMatchObject({
      name: "Grandma's Brisket",
      slug: 'grandma-s-brisket',
      userId: owner.id,
      groupId: owner.groupId,
      householdId: owner.householdId,
      dateAdded: new Date().toISOString().slice(0, 10),
      recipeServings: 0,
      recipeYieldQuantity: 0,
      rating: null,
      lastMade: null,
      settings: { public: false, showNutrition: true, disableAmount: false, locked: false },
      assets: [],
      notes: [],
      extras: {},
      comments: [],
    });
    expect(recipe.recipeIngredient).toEqual([
      expect.objectContaining({ note: '1 Cup Flour', quantity: 1, isFood: true, disableAmount: false, referenceId: expect.any(String) }),
    ]);
    expect(recipe.recipeInstructions).toHaveLength(1);
    expect(recipe.nutrition).toEqual(expect.objectContaining({ calories: null, proteinContent: null }));

    const events = await ctx.database.db.selectFrom('recipe_timeline_events').selectAll().where('recipe_id', '=', recipe.id).execute();
    expect(events).toEqual([expect.objectContaining({ subject: 'Recipe Created', event_type: 'system', user_id: owner.id })]);
    await setHouseholdPreferences(ctx, owner, {
      recipePublic: true,
      recipeShowNutrition: false,
      recipeDisableAmount: true,
    });
  });

  it('renames a clashing name to "Name (1)", "Name (2)"', async () => {
    const post = () => ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(owner.token), payload: { name: 'Pancakes' } });
    expect((await post()).json()).toBe('pancakes');
    expect((await post()).json()).toBe('pancakes-1');
    expect((await post()).json()).toBe('pancakes-2');
    expect((await get(owner, 'pancakes-2')).json().name).toBe('Pancakes (2)');
  });

  it('keeps slugs unique per group only', async () => {
    await createRecipe(ctx, owner, { name: 'Shared Name' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: bearer(stranger.token),
      payload: { name: 'Shared Name' },
    });
    expect(res.json()).toBe('shared-name');
  });

  it('makes slugs as Mealie does: hyphens kept, entities decoded, non-Latin names transliterated', async () => {
    const post = (name: string) => ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(owner.token), payload: { name } });
    expect((await post('Sous-vide Smoked Beef Ribs')).json()).toBe('sous-vide-smoked-beef-ribs');
    expect((await post('Schinken-Käse')).json()).toBe('schinken-kase');
    expect((await post('&lt;b&gt;Bold&lt;/b&gt; Soup')).json()).toBe('b-bold-b-soup');
    const japanese = await post('日本語カレー');
    expect(japanese.statusCode).toBe(201);
    expect(japanese.json()).toBe('ri-ben-yu-kare');
    expect((await get(owner, 'ri-ben-yu-kare')).json().name).toBe('日本語カレー');
  });
});

describe('GET /api/recipes/{slug}', () => {
  it('finds a recipe by slug or id, with no-cache and last-modified headers', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Headers Cake' });
    for (const key of [recipe.slug, recipe.id]) {
      const res = await get(owner, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(recipe.id);
      expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
      expect(res.headers['last-modified']).toBe(res.json().updatedAt);
    }
  });

  it('reads an id as Python reads a UUID: upper case or without dashes', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Spelling Cake' });
    for (const key of [recipe.id.toUpperCase(), recipe.id.replace(/-/g, '')]) {
      const res = await get(owner, key);
      expect(res.statusCode, key).toBe(200);
      expect(res.json().id).toBe(recipe.id);
    }
  });

  it('answers 404 "No Entry Found" for a missing recipe and for another group\'s', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Secret Stew' });
    for (const key of ['no-such-recipe', recipe.slug, recipe.id]) {
      const res = await get(stranger, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorDto.errorResponse('No Entry Found'));
    }
  });

  it('shows every household of the group the recipe', async () => {
    const member = await createUser(ctx, { beside: owner });
    const recipe = await createRecipe(ctx, owner, { name: 'Family Chili' });
    expect((await get(member, recipe.slug)).statusCode).toBe(200);
  });

  it('renders ingredients with food, unit, display and references', async () => {
    const cup = await createUnit(ctx, owner, { name: 'cup', pluralName: 'cups' });
    const flour = await createFood(ctx, owner, { name: 'flour' });
    const egg = await createFood(ctx, owner, { name: 'egg', pluralName: 'eggs' });
    const ref = crypto.randomUUID();
    const recipe = await createRecipe(ctx, owner, {
      name: 'Batter',
      settings: { disableAmount: false },
      recipeIngredient: [
        { quantity: 2.75, unit: { id: cup.id }, food: { id: flour.id }, note: 'sifted', referenceId: ref },
        { quantity: 3, food: { id: egg.id }, title: 'Wet' },
        { quantity: '', note: 'salt to taste' },
      ],
      recipeInstructions: [{ text: 'Mix', ingredientReferences: [{ referenceId: ref }] }],
    });
    expect(recipe.recipeIngredient).toEqual([
      expect.objectContaining({
        quantity: 2.75,
        display: '2 ³/₄ cups flour sifted',
        referenceId: ref,
        unit: expect.objectContaining({ id: cup.id, name: 'cup', pluralName: 'cups', fraction: true, aliases: [] }),
        food: expect.objectContaining({ id: flour.id, name: 'flour', label: null, aliases: [], createdAt: expect.any(String) }),
        isFood: true,
        disableAmount: false,
      }),
      expect.objectContaining({ quantity: 3, display: '3 eggs', title: 'Wet', unit: null }),
      expect.objectContaining({ quantity: null, display: 'salt to taste' }),
    ]);
    expect(recipe.recipeInstructions).toEqual([
      { id: expect.any(String), title: '', summary: '', text: 'Mix', ingredientReferences: [{ referenceId: ref }] },
    ]);
  });

  it('shows tools as on hand only for the households that have them', async () => {
    const pan = await createOrganizer(ctx, owner, 'tools', { name: 'Pan' });
    await ctx.database.db
      .insertInto('households_to_tools')
      .values({
        household_id: owner.householdId,
        tool_id: pan.id,
        created_at: new Date().toISOString(),
        update_at: new Date().toISOString(),
      })
      .execute();
    const recipe = await createRecipe(ctx, owner, { name: 'Fried Egg', tools: [{ id: pan.id }] });
    expect(recipe.tools).toEqual([{ id: pan.id, name: 'Pan', slug: 'pan', onHand: true }]);
  });

  it('lists the comments with their authors', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Commented Pie' });
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto('recipe_comments')
      .values({ id: crypto.randomUUID(), recipe_id: recipe.id, user_id: owner.id, text: 'Lovely', created_at: now, update_at: now })
      .execute();
    const out = (await get(owner, recipe.slug)).json();
    expect(out.comments).toEqual([
      expect.objectContaining({
        recipeId: recipe.id,
        text: 'Lovely',
        userId: owner.id,
        user: { id: owner.id, username: owner.username, admin: false },
      }),
    ]);
  });
});

describe('PUT /api/recipes/{slug}', () => {
  it('replaces the whole recipe, re-slugs from the name and accepts snake_case', async () => {
    const tag = await createOrganizer(ctx, owner, 'tags', { name: 'Quick' });
    const category = await createOrganizer(ctx, owner, 'categories', { name: 'Dinner' });
    const recipe = await createRecipe(ctx, owner, { name: 'Old Name', notes: [{ title: 'a', text: 'b' }], extras: { keep: 'no' } });
    const { orgURL: _o, totalTime: _t, recipeCategory: _c, ...rest } = recipe;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.slug}`,
      headers: bearer(owner.token),
      payload: {
        ...rest,
        name: 'New Name',
        description: 'Tasty',
        org_url: 'https://example.com/x',
        total_time: 45,
        tags: [{ id: tag.id, name: tag.name, slug: tag.slug }],
        recipe_category: [{ slug: 'dinner', name: 'Dinner' }],
        notes: undefined,
        extras: { my_key: 'v' },
        nutrition: { calories: 200 },
        recipeIngredient: [{ quantity: 1.23456, note: 'x' }],
        userId: stranger.id,
        groupId: stranger.groupId,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({
      name: 'New Name',
      slug: 'new-name',
      description: 'Tasty',
      orgURL: 'https://example.com/x',
      totalTime: '45',
      tags: [{ id: tag.id, name: 'Quick', slug: 'quick' }],
      recipeCategory: [{ id: category.id, name: 'Dinner', slug: 'dinner' }],
      notes: [],
      extras: { my_key: 'v' },
      userId: owner.id,
      groupId: owner.groupId,
    });
    expect(out.nutrition.calories).toBe('200');
    expect(out.recipeIngredient[0].quantity).toBe(1.235);
    expect((await get(owner, 'old-name')).statusCode).toBe(404);
  });

  it('answers 400 "Recipe already exists" when the new name clashes, changing nothing', async () => {
    await createRecipe(ctx, owner, { name: 'Taken' });
    const recipe = await createRecipe(ctx, owner, { name: 'Free' });
    await expectUnchanged(ctx, [...RECIPE_TABLES], async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/recipes/${recipe.slug}`,
        headers: bearer(owner.token),
        payload: { ...recipe, name: 'Taken' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Recipe already exists'));
    });
  });

  it('answers 400 naming unknown or foreign organizers, foods and units, changing nothing', async () => {
    const foreignTag = await createOrganizer(ctx, stranger, 'tags', { name: 'Foreign' });
    const foreignFood = await createFood(ctx, stranger, { name: 'foreign food' });
    const recipe = await createRecipe(ctx, owner, { name: 'Strict' });
    const missing = crypto.randomUUID();
    const cases: [Record<string, unknown>, string][] = [
      [{ tags: [{ id: foreignTag.id, name: 'Foreign', slug: 'foreign' }] }, `Unknown tags: ${foreignTag.id}`],
      [{ recipeCategory: [{ id: missing, name: 'X', slug: 'x' }] }, `Unknown categories: ${missing}`],
      [{ tools: [{ name: 'Nope', slug: 'nope' }] }, 'Unknown tools: nope'],
      [{ recipeIngredient: [{ food: { id: foreignFood.id, name: 'foreign food' } }] }, `Unknown food: ${foreignFood.id}`],
      [{ recipeIngredient: [{ unit: { id: missing, name: 'u' } }] }, `Unknown unit: ${missing}`],
    ];
    for (const [patch, message] of cases) {
      await expectUnchanged(ctx, [...RECIPE_TABLES], async () => {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: `/api/recipes/${recipe.slug}`,
          headers: bearer(owner.token),
          payload: { ...recipe, ...patch },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual(errorDto.errorResponse(message));
      });
    }
  });

  it('answers 422 for a malformed body, changing nothing', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Malformed' });
    await expectUnchanged(ctx, [...RECIPE_TABLES], async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/recipes/${recipe.slug}`,
        headers: bearer(owner.token),
        payload: { ...recipe, recipeIngredient: [{ quantity: 'lots' }] },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'recipeIngredient', 0, 'quantity']);
    });
  });

  it('deletes asset files no longer listed', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Assets', assets: [{ name: 'Card', icon: 'mdi-file', fileName: 'card.pdf' }] });
    const folder = path.join(ctx.dataDir, 'recipes', recipe.id, 'assets');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'card.pdf'), 'x');
    fs.writeFileSync(path.join(folder, 'old.pdf'), 'x');
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/recipes/${recipe.slug}`, headers: bearer(owner.token), payload: recipe });
    expect(res.json().assets).toEqual([{ name: 'Card', icon: 'mdi-file', fileName: 'card.pdf' }]);
    expect(fs.readdirSync(folder)).toEqual(['card.pdf']);
  });
});

describe('PATCH /api/recipes/{slug}', () => {
  it('keeps a slug made by an earlier rule until the recipe is renamed', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Oyster-Sauce Greens' });
    await ctx.database.db.updateTable('recipes').set({ slug: 'oystersauce-greens' }).where('id', '=', recipe.id).execute();
    const save = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/recipes/${recipe.id}`, headers: bearer(owner.token), payload });
    expect((await save({ name: 'Oyster-Sauce Greens', description: 'edited' })).json().slug).toBe('oystersauce-greens');
    expect((await save({ name: 'Oyster-Sauce Greens, Steamed' })).json().slug).toBe('oyster-sauce-greens-steamed');
  });

  it('changes only the fields sent', async () => {
    const tag = await createOrganizer(ctx, owner, 'tags', { name: 'Patchy' });
    const recipe = await createRecipe(ctx, owner, {
      name: 'Patch Me',
      description: 'before',
      tags: [{ id: tag.id }],
      notes: [{ title: 't', text: 'x' }],
    });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.slug}`,
      headers: bearer(owner.token),
      payload: { description: 'after' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'after',
      name: 'Patch Me',
      tags: [{ id: tag.id }],
      notes: [{ title: 't', text: 'x' }],
      recipeIngredient: recipe.recipeIngredient,
    });
  });
});

describe('search index', () => {
  it('follows every write: create, rename, ingredients, delete', async () => {
    const search = async (text: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/recipes?search=${text}`, headers: bearer(owner.token) }))
        .json()
        .items.map((r: { name: string }) => r.name);
    const recipe = await createRecipe(ctx, owner, { name: 'Quokka Casserole' });
    expect(await search('quokka')).toEqual(['Quokka Casserole']);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.slug}`,
      headers: bearer(owner.token),
      payload: { name: 'Wombat Bake' },
    });
    expect(await search('quokka')).toEqual([]);
    expect(await search('wombat')).toEqual(['Wombat Bake']);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/recipes/wombat-bake',
      headers: bearer(owner.token),
      payload: { recipeIngredient: [{ note: 'two platypus eggs' }] },
    });
    expect(await search('platypus')).toEqual(['Wombat Bake']);
    await ctx.app.inject({ method: 'DELETE', url: '/api/recipes/wombat-bake', headers: bearer(owner.token) });
    expect(await search('wombat')).toEqual([]);
  });
});

describe('PUT and PATCH /api/recipes (bulk)', () => {
  it('updates every recipe by id in one go', async () => {
    const a = await createRecipe(ctx, owner, { name: 'Bulk A' });
    const b = await createRecipe(ctx, owner, { name: 'Bulk B' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/recipes',
      headers: bearer(owner.token),
      payload: [
        { id: a.id, description: 'one' },
        { id: b.id, description: 'two' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { description: string }) => r.description)).toEqual(['one', 'two']);
  });

  it('changes nothing when one recipe of the batch is not found', async () => {
    const a = await createRecipe(ctx, owner, { name: 'Bulk C' });
    const foreign = await createRecipe(ctx, stranger, { name: 'Foreign Bulk' });
    await expectUnchanged(ctx, [...RECIPE_TABLES], async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/recipes',
        headers: bearer(owner.token),
        payload: [
          { ...a, description: 'changed' },
          { ...foreign, description: 'stolen' },
        ],
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('needs an id on every recipe', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/recipes', headers: bearer(owner.token), payload: [{ name: 'x' }] });
    expect(res.statusCode).toBe(422);
  });
});

describe('DELETE /api/recipes/{slug}', () => {
  it('answers the deleted recipe and removes its folder', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Doomed' });
    const folder = path.join(ctx.dataDir, 'recipes', recipe.id, 'images');
    fs.mkdirSync(folder, { recursive: true });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.slug}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: recipe.id, name: 'Doomed' });
    expect((await get(owner, recipe.slug)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(ctx.dataDir, 'recipes', recipe.id))).toBe(false);
  });

  it("answers 404 to another group's user", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Safe' });
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.id}`, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('PATCH /api/recipes/{slug}/last-made', () => {
  it('lets any group member set it, even on a locked recipe', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Made Often', settings: { locked: true } });
    const member = await createUser(ctx, { beside: owner });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.slug}/last-made`,
      headers: bearer(member.token),
      payload: { timestamp: '2024-05-01T10:00:00Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastMade).toBe('2024-05-01T10:00:00.000Z');
    const naive = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.slug}/last-made`,
      headers: bearer(member.token),
      payload: { timestamp: '2024-06-01T08:30:00' },
    });
    expect(naive.json().lastMade).toBe('2024-06-01T08:30:00.000Z');
  });

  it('answers 404 to another group and 422 without a timestamp', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Made Rarely' });
    const url = `/api/recipes/${recipe.slug}/last-made`;
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers: bearer(stranger.token), payload: { timestamp: '2024-05-01T10:00:00Z' } }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload: {} })).statusCode).toBe(422);
  });
});

describe('POST /api/recipes/{slug}/duplicate', () => {
  it('copies the recipe with new ids, its files, and the caller as owner', async () => {
    const member = await createUser(ctx, { beside: owner });
    const tag = await createOrganizer(ctx, owner, 'tags', { name: 'Dup' });
    const ref = crypto.randomUUID();
    const recipe = await createRecipe(ctx, owner, {
      name: 'Original',
      tags: [{ id: tag.id }],
      recipeIngredient: [{ note: 'water', referenceId: ref }],
      recipeInstructions: [{ text: 'Boil', ingredientReferences: [{ referenceId: ref }] }],
    });
    const images = path.join(ctx.dataDir, 'recipes', recipe.id, 'images');
    fs.mkdirSync(images, { recursive: true });
    fs.writeFileSync(path.join(images, 'original.webp'), 'img');

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.slug}/duplicate`,
      headers: bearer(member.token),
      payload: { name: 'Copy' },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ name: 'Copy', slug: 'copy', userId: member.id, tags: [{ id: tag.id }] });
    expect(copy.id).not.toBe(recipe.id);
    const newRef = copy.recipeIngredient[0].referenceId;
    expect(newRef).not.toBe(ref);
    expect(copy.recipeInstructions[0].ingredientReferences).toEqual([{ referenceId: newRef }]);
    expect(copy.recipeInstructions[0].id).not.toBe(recipe.recipeInstructions[0].id);
    expect(fs.readFileSync(path.join(ctx.dataDir, 'recipes', copy.id, 'images', 'original.webp'), 'utf8')).toBe('img');
  });

  it('keeps the name (renamed on clash) without a body name', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Twin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.slug}/duplicate`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Twin (1)', slug: 'twin-1' });
  });

  it("answers 404 to another group's user", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Not Yours' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe.slug}/duplicate`,
      headers: bearer(stranger.token),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
