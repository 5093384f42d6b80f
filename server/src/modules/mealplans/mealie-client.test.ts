import type { AddressInfo } from 'node:net';
import { Configuration, HouseholdsMealplanRulesApi, HouseholdsMealplansApi, RecipeCRUDApi } from 'mealie-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';

/**
 * A client's meal-plan session over HTTP with the published Mealie client (`mealie-typescript`),
 * the calls Home Assistant's calendar and the mobile apps make.
 */
let ctx: TestContext;
let config: Configuration;
beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(ctx);
  const basePath = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  config = new Configuration({ basePath, accessToken: user.token });
});
afterAll(() => ctx.close());

describe('mealie-typescript client: meal plans', () => {
  it('plans, lists by date, reads, moves, randomises under a rule and deletes', async () => {
    const recipes = new RecipeCRUDApi(config);
    const slug = (await recipes.createOneApiRecipesPost({ name: 'Pasta bake' })).data;
    const recipe = (await recipes.getOneApiRecipesSlugGet(slug)).data;

    const plans = new HouseholdsMealplansApi(config);
    const created = await plans.createOneApiHouseholdsMealplansPost({ date: '2026-02-02', entryType: 'dinner', recipeId: recipe.id });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ date: '2026-02-02', entryType: 'dinner', recipeId: recipe.id, recipe: { slug } });
    const note = (await plans.createOneApiHouseholdsMealplansPost({ date: '2026-02-04', entryType: 'side', title: 'Salad' })).data;

    const week = await plans.getAllApiHouseholdsMealplansGet(
      '2026-02-02',
      '2026-02-08',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      -1,
    );
    expect(week.data.items.map((e) => e.id)).toEqual([created.data.id, note.id]);
    expect(week.data.total).toBe(2);

    const read = await plans.getOneApiHouseholdsMealplansItemIdGet(created.data.id);
    expect(read.data).toEqual(created.data);
    const { id, groupId, userId } = read.data;
    const moved = await plans.updateOneApiHouseholdsMealplansItemIdPut(id, {
      id,
      groupId,
      userId,
      date: '2026-02-03',
      entryType: 'lunch',
      recipeId: recipe.id,
    });
    expect(moved.data).toMatchObject({ id, date: '2026-02-03', entryType: 'lunch' });

    const rules = new HouseholdsMealplanRulesApi(config);
    const rule = await rules.createOneApiHouseholdsMealplansRulesPost({
      day: 'monday',
      entryType: 'dinner',
      queryFilterString: `slug = "${slug}"`,
    });
    expect(rule.data).toMatchObject({ day: 'monday', entryType: 'dinner' });
    expect((await rules.getAllApiHouseholdsMealplansRulesGet()).data.items.map((r) => r.id)).toEqual([rule.data.id]);
    const random = await plans.createRandomMealApiHouseholdsMealplansRandomPost({ date: '2026-02-09', entryType: 'dinner' });
    expect(random.data).toMatchObject({ date: '2026-02-09', entryType: 'dinner', recipeId: recipe.id });
    await rules.updateOneApiHouseholdsMealplansRulesItemIdPut(rule.data.id, {
      day: 'monday',
      entryType: 'dinner',
      queryFilterString: 'slug = "nothing-like-this"',
    });
    await expect(plans.createRandomMealApiHouseholdsMealplansRandomPost({ date: '2026-02-09', entryType: 'dinner' })).rejects.toMatchObject(
      {
        response: { status: 404, data: { detail: { message: 'No recipes match your rules' } } },
      },
    );
    await rules.deleteOneApiHouseholdsMealplansRulesItemIdDelete(rule.data.id);

    const today = await plans.getTodaysMealsApiHouseholdsMealplansTodayGet();
    expect(today.data).toEqual([]);

    await plans.deleteOneApiHouseholdsMealplansItemIdDelete(id);
    await expect(plans.getOneApiHouseholdsMealplansItemIdGet(id)).rejects.toMatchObject({ response: { status: 404 } });
  });
});
