import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createRecipe, createUnit, createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}`, headers: bearer(owner.token) });
const put = (slug: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/recipes/${slug}`, headers: bearer(owner.token), payload });

describe('maxQuantity on recipe ingredients (issue 15)', () => {
  it('stores the upper bound of a range and shows it in display', async () => {
    const clove = await createUnit(ctx, owner, { name: 'clove', pluralName: 'cloves' });
    const garlic = await createFood(ctx, owner, { name: 'garlic' });
    const recipe = await createRecipe(ctx, owner, {
      settings: { disableAmount: false },
      recipeIngredient: [
        { quantity: 12, maxQuantity: 15, unit: { id: clove.id }, food: { id: garlic.id }, note: 'medium' },
        { quantity: 2, note: 'eggs' },
      ],
    });
    const [range, single] = (await get(recipe.slug)).json().recipeIngredient;
    expect(range).toMatchObject({ quantity: 12, maxQuantity: 15, display: '12–15 cloves garlic medium' });
    expect(single).toMatchObject({ quantity: 2, maxQuantity: null, display: '2 eggs' });
  });

  it('keeps the range when a client that knows no maxQuantity saves the recipe unchanged, and drops it with a new quantity', async () => {
    const recipe = await createRecipe(ctx, owner, {
      settings: { disableAmount: false },
      recipeIngredient: [
        { quantity: 1, maxQuantity: 2, note: 'fresh Thai red chilis' },
        { quantity: 3, maxQuantity: 4, note: 'limes' },
      ],
    });
    const out = (await get(recipe.slug)).json();
    // A Mealie client sends the ingredients back in Mealie's shape, without the field.
    const [chilis, limes] = out.recipeIngredient.map(({ maxQuantity: _, ...ing }: { maxQuantity: number }) => ing);
    const res = await put(recipe.slug, { ...out, recipeIngredient: [chilis, { ...limes, quantity: 5 }] });
    expect(res.statusCode, res.body).toBe(200);
    const [keptRange, changed] = res.json().recipeIngredient;
    expect(keptRange).toMatchObject({ quantity: 1, maxQuantity: 2, display: '1–2 fresh Thai red chilis' });
    expect(changed).toMatchObject({ quantity: 5, maxQuantity: null, display: '5 limes' });
  });

  it('clears the range when sent as null, and stores none at or below the quantity', async () => {
    const recipe = await createRecipe(ctx, owner, { recipeIngredient: [{ quantity: 1, maxQuantity: 2, note: 'a' }] });
    const out = (await get(recipe.slug)).json();
    const cleared = await put(recipe.slug, { ...out, recipeIngredient: [{ ...out.recipeIngredient[0], maxQuantity: null }] });
    expect(cleared.json().recipeIngredient[0].maxQuantity).toBeNull();
    const below = await put(recipe.slug, { ...out, recipeIngredient: [{ quantity: 3, maxQuantity: 2, note: 'a' }] });
    expect(below.json().recipeIngredient[0]).toMatchObject({ quantity: 3, maxQuantity: null });
  });

  it('answers 422 naming the field for a maxQuantity that is no number', async () => {
    const recipe = await createRecipe(ctx, owner, {});
    const out = (await get(recipe.slug)).json();
    const res = await put(recipe.slug, { ...out, recipeIngredient: [{ quantity: 1, maxQuantity: 'lots' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'recipeIngredient', 0, 'maxQuantity']);
  });
});
