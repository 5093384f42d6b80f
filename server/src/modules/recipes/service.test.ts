import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, createRecipe, createUser, scopeOf, setHouseholdPreferences, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { type MemberScope, type Scope, visitorScope } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { RecipeListQuery } from './schemas.js';

/** The service functions other areas call (imports, duplicate, cookbooks, explore). */
let ctx: TestContext;
let user: TestUser;
let auth: MemberScope;
beforeAll(async () => {
  ctx = await setupTestApp();
  user = await createUser(ctx);
  auth = await scopeOf(ctx, user);
});
afterAll(() => ctx.close());

describe('createRecipe', () => {
  it('creates missing organizers, foods and units by name when importing', async () => {
    const existing = await createOrganizer(ctx, user, 'tags', { name: 'Existing' });
    const recipe = await ctx.app.services.recipes.createRecipe(
      auth,
      {
        name: 'Imported Curry',
        tags: [{ id: crypto.randomUUID(), name: 'Existing', slug: 'existing' }, { name: 'Spicy' }],
        recipeCategory: [{ name: 'Mains', slug: 'mains' }],
        recipeIngredient: [
          { quantity: 2, unit: { id: crypto.randomUUID(), name: 'cup' }, food: { id: crypto.randomUUID(), name: 'Rice' } },
        ],
        rating: 4,
        settings: { locked: true, public: true },
      },
      { importing: true },
    );
    expect(recipe.tags.map((t) => t.slug).sort()).toEqual(['existing', 'spicy']);
    expect(recipe.tags.find((t) => t.slug === 'existing')?.id).toBe(existing.id);
    expect(recipe.recipeCategory).toEqual([expect.objectContaining({ name: 'Mains', slug: 'mains' })]);
    expect(recipe.recipeIngredient[0]).toMatchObject({ quantity: 2, unit: { name: 'cup' }, food: { name: 'Rice' } });
    expect(recipe).toMatchObject({ rating: 4, userId: user.id, settings: { locked: false, public: true } });
  });

  it("reads a Mealie export's snake_case body, keeping the extras' keys", async () => {
    const recipe = await ctx.app.services.recipes.createRecipe(
      auth,
      {
        name: 'Snake Case',
        org_url: 'https://example.com/snake',
        recipe_ingredient: [{ quantity: 3, note: 'eggs', original_text: '3 eggs' }],
        recipe_instructions: [{ text: 'Whisk' }],
        nutrition: { protein_content: '12 g' },
        extras: { source_id: '42' },
      } as never,
      { importing: true },
    );
    expect(recipe).toMatchObject({
      orgURL: 'https://example.com/snake',
      recipeIngredient: [{ quantity: 3, note: 'eggs', originalText: '3 eggs' }],
      recipeInstructions: [{ text: 'Whisk' }],
      nutrition: { proteinContent: '12 g' },
      extras: { source_id: '42' },
    });
  });

  it('refuses unknown organizers when not importing', async () => {
    await expect(ctx.app.services.recipes.createRecipe(auth, { name: 'Strict Import', tags: [{ name: 'Nowhere' }] })).rejects.toMatchObject(
      { status: 400 },
    );
    const rows = await ctx.database.db.selectFrom('recipes').select('id').where('name', '=', 'Strict Import').execute();
    expect(rows).toEqual([]);
  });
});

describe('listRecipes', () => {
  it('ANDs a server filter, and shows a visitor only public recipes of public households', async () => {
    await createRecipe(ctx, user, { name: 'Public One', settings: { public: true } });
    await createRecipe(ctx, user, { name: 'Private One', settings: { public: false } });
    const query = RecipeListQuery.parse({ orderBy: 'name', orderDirection: 'asc' });
    const visitor = visitorScope({ id: user.groupId, private_group: false });
    const list = (scope: Scope, opts: Parameters<typeof ctx.app.services.recipes.listRecipes>[2]) =>
      ctx.app.services.recipes.listRecipes(scope, query, opts);
    expect((await list(auth, { extraFilter: 'name LIKE "%One"' })).items.map((r) => r.name)).toEqual(['Private One', 'Public One']);
    await setHouseholdPreferences(ctx, user, { privateHousehold: true });
    expect((await list(visitor, {})).items).toEqual([]);
    await setHouseholdPreferences(ctx, user, { privateHousehold: false });
    expect((await list(visitor, { extraFilter: 'name LIKE "%One"' })).items.map((r) => r.name)).toEqual(['Public One']);
    // Another group's member sees none of them.
    const other = await createUser(ctx);
    const page = await ctx.app.services.recipes.listRecipes(await scopeOf(ctx, other), RecipeListQuery.parse({}));
    expect(page.items.map((r) => r.name)).not.toContain('Public One');
  });

  it('reports a bad server filter as a 400', async () => {
    await expect(
      ctx.app.services.recipes.listRecipes(auth, RecipeListQuery.parse({}), { extraFilter: 'bogus = 1' }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
