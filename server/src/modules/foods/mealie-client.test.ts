import type { AddressInfo } from 'node:net';
import {
  Configuration,
  GroupsMultiPurposeLabelsApi,
  GroupsSeedersApi,
  OrganizerCategoriesApi,
  OrganizerToolsApi,
  RecipesFoodsApi,
  RecipesUnitsApi,
} from 'mealie-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';

/**
 * Drives foods, units, labels, organizers and seeders over HTTP with the published Mealie client
 * (`mealie-typescript`), so paths, methods and bodies are the ones third-party apps use.
 */
let ctx: TestContext;
let config: Configuration;
beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(ctx, { flags: { canOrganize: true } });
  const basePath = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  config = new Configuration({ basePath, accessToken: user.token });
});
afterAll(() => ctx.close());

describe('mealie-typescript client: group data', () => {
  it('seeds, lists, edits and merges foods and units, and manages labels', async () => {
    const seeders = new GroupsSeedersApi(config);
    expect((await seeders.seedFoodsApiGroupsSeedersFoodsPost({ locale: 'en-US' })).data.error).toBe(false);
    await seeders.seedUnitsApiGroupsSeedersUnitsPost({ locale: 'en-US' });
    await seeders.seedLabelsApiGroupsSeedersLabelsPost({ locale: 'en-US' });

    const labels = new GroupsMultiPurposeLabelsApi(config);
    const produce = (await labels.getAllApiGroupsLabelsGet('Produce')).data.items[0];
    expect(produce).toMatchObject({ name: 'Produce', color: '#959595' });
    const spices = (await labels.createOneApiGroupsLabelsPost({ name: 'Spice Rack', color: '#aa5500' })).data;
    const renamed = await labels.updateOneApiGroupsLabelsItemIdPut(spices.id, { ...spices, name: 'Spices & Herbs' });
    expect(renamed.data.name).toBe('Spices & Herbs');

    const foods = new RecipesFoodsApi(config);
    const page = await foods.getAllApiFoodsGet('apple', undefined, undefined, undefined, undefined, undefined, 1, 10);
    const apple = page.data.items[0];
    expect(apple).toMatchObject({ name: 'apple', pluralName: 'apples', aliases: [], description: '' });
    const labelled = await foods.updateOneApiFoodsItemIdPut(apple.id, {
      name: apple.name,
      pluralName: apple.pluralName,
      labelId: produce.id,
    });
    expect(labelled.data.label).toEqual(produce);
    const cider = (await foods.createOneApiFoodsPost({ name: 'cider apple', aliases: [{ name: 'bittersweet apple' }] })).data;
    expect((await foods.mergeOneApiFoodsMergePut({ fromFood: cider.id, toFood: apple.id })).data).toEqual({
      message: expect.any(String),
      error: false,
    });
    await expect(foods.getOneApiFoodsItemIdGet(cider.id)).rejects.toMatchObject({ response: { status: 404 } });

    const units = new RecipesUnitsApi(config);
    const tsp = (await units.getAllApiUnitsGet('tsp')).data.items[0];
    expect(tsp).toMatchObject({ name: 'teaspoon', abbreviation: 'tsp', fraction: true, useAbbreviation: false });
    const updated = await units.updateOneApiUnitsItemIdPut(tsp.id, { ...tsp, useAbbreviation: true });
    expect(updated.data.useAbbreviation).toBe(true);
    expect((await units.deleteOneApiUnitsItemIdDelete(tsp.id)).data.id).toBe(tsp.id);
  });

  it('creates organizers and reads them back by id and slug', async () => {
    const categories = new OrganizerCategoriesApi(config);
    const created = await categories.createOneApiOrganizersCategoriesPost({ name: 'Breakfast' });
    expect(created.status).toBe(201);
    expect((await categories.getOneApiOrganizersCategoriesItemIdGet(created.data.id)).data).toEqual({
      id: created.data.id,
      slug: 'breakfast',
      name: 'Breakfast',
    });
    expect((await categories.getAllEmptyApiOrganizersCategoriesEmptyGet()).data.map((c) => c.slug)).toContain('breakfast');

    const tools = new OrganizerToolsApi(config);
    const pan = (await tools.createOneApiOrganizersToolsPost({ name: 'Cast Iron Pan' })).data;
    const bySlug = await tools.getOneBySlugApiOrganizersToolsSlugToolSlugGet('cast-iron-pan');
    expect(bySlug.data).toMatchObject({ id: pan.id, name: 'Cast Iron Pan', recipes: [] });
  });
});
