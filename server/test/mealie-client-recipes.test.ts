import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Configuration,
  ExploreRecipesApi,
  HouseholdsCookbooksApi,
  HouseholdsRecipeActionsApi,
  OrganizerCategoriesApi,
  OrganizerTagsApi,
  OrganizerToolsApi,
  RecipeCRUDApi,
  RecipesFoodsApi,
  RecipesUnitsApi,
  UsersAuthenticationApi,
} from 'mealie-typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupTestApp, type TestContext } from './harness.js';

/**
 * The recipe library driven through the published Mealie client (`mealie-typescript`) against a
 * listening server: create, read, update, list (perPage 5 and -1), delete and then 404, as apps do.
 */
let ctx: TestContext;
let config: Configuration;

beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const basePath = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const login = await new UsersAuthenticationApi(new Configuration({ basePath })).getTokenApiAuthTokenPost(ADMIN_EMAIL, ADMIN_PASSWORD);
  config = new Configuration({ basePath, accessToken: login.data.access_token });
});
afterAll(() => ctx.close());

const notFound = { response: { status: 404 } };

describe('mealie-typescript: recipes', () => {
  it('creates, reads, updates, patches, lists and deletes recipes', async () => {
    const api = new RecipeCRUDApi(config);
    const created = await api.createOneApiRecipesPost({ name: 'Client Pancakes' });
    expect(created.status).toBe(201);
    expect(created.data).toBe('client-pancakes');

    const read = await api.getOneApiRecipesSlugGet('client-pancakes');
    expect(read.data).toMatchObject({ name: 'Client Pancakes', slug: 'client-pancakes' });
    expect(read.data.recipeIngredient?.[0]).toMatchObject({ referenceId: expect.any(String), display: expect.any(String) });
    const byId = await api.getOneApiRecipesSlugGet(read.data.id as string);
    expect(byId.data.slug).toBe('client-pancakes');

    const updated = await api.updateOneApiRecipesSlugPut('client-pancakes', { ...read.data, description: 'Fluffy' } as never);
    expect(updated.data).toMatchObject({ slug: 'client-pancakes', description: 'Fluffy' });
    const patched = await api.patchOneApiRecipesSlugPatch('client-pancakes', { recipeYield: '4 servings' } as never);
    expect(patched.data).toMatchObject({ description: 'Fluffy', recipeYield: '4 servings' });

    for (let i = 1; i <= 6; i++) await api.createOneApiRecipesPost({ name: `Client Recipe ${i}` });
    const page = await api.getAllApiRecipesGet(
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      5,
    );
    expect(page.data).toMatchObject({ page: 1, per_page: 5, total: 7, total_pages: 2, previous: null });
    expect(page.data.items).toHaveLength(5);
    expect(page.data.next).toEqual(expect.stringContaining('page=2'));
    const all = await api.getAllApiRecipesGet(
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      1,
      -1,
    );
    expect(all.data).toMatchObject({ per_page: 7, total: 7, total_pages: 1, next: null });
    expect(all.data.items[0]).toMatchObject({ id: expect.any(String), dateAdded: expect.any(String), description: expect.any(String) });

    const deleted = await api.deleteOneApiRecipesSlugDelete('client-pancakes');
    expect(deleted.status).toBe(200);
    await expect(api.getOneApiRecipesSlugGet('client-pancakes')).rejects.toMatchObject(notFound);
  });
});

describe('mealie-typescript: organizers', () => {
  it('manages tags', async () => {
    const api = new OrganizerTagsApi(config);
    const created = await api.createOneApiOrganizersTagsPost({ name: 'Quick' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Quick', slug: 'quick', groupId: expect.any(String) });
    expect((await api.getOneApiOrganizersTagsItemIdGet(created.data.id)).data).toMatchObject({ id: created.data.id, name: 'Quick' });
    expect((await api.updateOneApiOrganizersTagsItemIdPut(created.data.id, { name: 'Speedy' })).data).toMatchObject({ slug: 'speedy' });
    for (let i = 1; i <= 5; i++) await api.createOneApiOrganizersTagsPost({ name: `Tag ${i}` });
    const page = await api.getAllApiOrganizersTagsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, 5);
    expect(page.data).toMatchObject({ per_page: 5, total: 6, total_pages: 2 });
    const all = await api.getAllApiOrganizersTagsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data.items).toHaveLength(6);
    await api.deleteRecipeTagApiOrganizersTagsItemIdDelete(created.data.id);
    await expect(api.getOneApiOrganizersTagsItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });

  it('manages categories', async () => {
    const api = new OrganizerCategoriesApi(config);
    const created = await api.createOneApiOrganizersCategoriesPost({ name: 'Breakfast' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Breakfast', slug: 'breakfast', groupId: expect.any(String) });
    expect((await api.getOneApiOrganizersCategoriesItemIdGet(created.data.id)).data).toMatchObject({ name: 'Breakfast' });
    expect((await api.updateOneApiOrganizersCategoriesItemIdPut(created.data.id, { name: 'Brunch' })).data).toMatchObject({
      slug: 'brunch',
    });
    for (let i = 1; i <= 5; i++) await api.createOneApiOrganizersCategoriesPost({ name: `Category ${i}` });
    const page = await api.getAllApiOrganizersCategoriesGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, 5);
    expect(page.data).toMatchObject({ per_page: 5, total: 6, total_pages: 2 });
    const all = await api.getAllApiOrganizersCategoriesGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data.items).toHaveLength(6);
    await api.deleteOneApiOrganizersCategoriesItemIdDelete(created.data.id);
    await expect(api.getOneApiOrganizersCategoriesItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });

  it('manages tools', async () => {
    const api = new OrganizerToolsApi(config);
    const created = await api.createOneApiOrganizersToolsPost({ name: 'Skillet' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Skillet', slug: 'skillet' });
    expect((await api.getOneApiOrganizersToolsItemIdGet(created.data.id)).data).toMatchObject({ name: 'Skillet' });
    expect((await api.updateOneApiOrganizersToolsItemIdPut(created.data.id, { name: 'Cast Iron Skillet' })).data).toMatchObject({
      slug: 'cast-iron-skillet',
    });
    for (let i = 1; i <= 5; i++) await api.createOneApiOrganizersToolsPost({ name: `Tool ${i}` });
    const page = await api.getAllApiOrganizersToolsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, 5);
    expect(page.data).toMatchObject({ per_page: 5, total: 6, total_pages: 2 });
    const all = await api.getAllApiOrganizersToolsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data.items).toHaveLength(6);
    await api.deleteOneApiOrganizersToolsItemIdDelete(created.data.id);
    await expect(api.getOneApiOrganizersToolsItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });
});

describe('mealie-typescript: foods and units', () => {
  it('manages foods', async () => {
    const api = new RecipesFoodsApi(config);
    const created = await api.createOneApiFoodsPost({ name: 'buttermilk', aliases: [{ name: 'cultured milk' }] });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'buttermilk', aliases: [{ name: 'cultured milk' }], createdAt: expect.any(String) });
    expect((await api.getOneApiFoodsItemIdGet(created.data.id)).data).toMatchObject({ name: 'buttermilk', description: '' });
    const updated = await api.updateOneApiFoodsItemIdPut(created.data.id, { name: 'buttermilk', description: 'tangy' });
    expect(updated.data).toMatchObject({ description: 'tangy', updatedAt: expect.any(String) });
    for (let i = 1; i <= 5; i++) await api.createOneApiFoodsPost({ name: `food ${i}` });
    const page = await api.getAllApiFoodsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, 5);
    expect(page.data).toMatchObject({ per_page: 5, total: 6, total_pages: 2 });
    const all = await api.getAllApiFoodsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data).toMatchObject({ per_page: 6, total: 6 });
    await api.deleteOneApiFoodsItemIdDelete(created.data.id);
    await expect(api.getOneApiFoodsItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });

  it('manages units', async () => {
    const api = new RecipesUnitsApi(config);
    const created = await api.createOneApiUnitsPost({ name: 'tablespoon', abbreviation: 'tbsp', useAbbreviation: true });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'tablespoon', abbreviation: 'tbsp', useAbbreviation: true, fraction: true });
    expect((await api.getOneApiUnitsItemIdGet(created.data.id)).data).toMatchObject({ name: 'tablespoon' });
    const updated = await api.updateOneApiUnitsItemIdPut(created.data.id, {
      name: 'tablespoon',
      abbreviation: 'Tbsp',
      pluralName: 'tablespoons',
    });
    expect(updated.data).toMatchObject({ abbreviation: 'Tbsp', pluralName: 'tablespoons' });
    for (let i = 1; i <= 5; i++) await api.createOneApiUnitsPost({ name: `unit ${i}` });
    const page = await api.getAllApiUnitsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, 5);
    expect(page.data).toMatchObject({ per_page: 5, total: 6, total_pages: 2 });
    const all = await api.getAllApiUnitsGet(undefined, undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data).toMatchObject({ per_page: 6, total: 6 });
    await api.deleteOneApiUnitsItemIdDelete(created.data.id);
    await expect(api.getOneApiUnitsItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });
});

describe('mealie-typescript: cookbooks, recipe actions, explore', () => {
  it('manages a cookbook whose recipes are its filter result', async () => {
    const recipes = new RecipeCRUDApi(config);
    await recipes.createOneApiRecipesPost({ name: 'Cookbook Waffles' });
    const api = new HouseholdsCookbooksApi(config);
    const created = await api.createOneApiHouseholdsCookbooksPost({ name: 'Waffle Book', queryFilterString: 'name LIKE "%waffle%"' });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      slug: 'waffle-book',
      queryFilter: { parts: [expect.objectContaining({ attributeName: 'name' })] },
    });
    const read = await api.getOneApiHouseholdsCookbooksItemIdGet('waffle-book');
    // The client's newer spec types this as ReadCookBook; Mealie 2.0 answers RecipeCookBook (with recipes).
    const withRecipes = read.data as unknown as { recipes: { name: string }[] };
    expect(withRecipes.recipes.map((r) => r.name)).toEqual(['Cookbook Waffles']);
    const updated = await api.updateOneApiHouseholdsCookbooksItemIdPut(created.data.id, { name: 'Waffle Classics', position: 2 });
    expect(updated.data).toMatchObject({ slug: 'waffle-classics', position: 2 });
    const many = await api.updateManyApiHouseholdsCookbooksPut([{ ...updated.data, position: 1 }]);
    expect(many.data[0].position).toBe(1);
    expect((await api.getAllApiHouseholdsCookbooksGet(undefined, undefined, undefined, undefined, undefined, 1, -1)).data.total).toBe(1);
    await api.deleteOneApiHouseholdsCookbooksItemIdDelete(created.data.id);
    await expect(api.getOneApiHouseholdsCookbooksItemIdGet(created.data.id)).rejects.toMatchObject(notFound);
  });

  it('manages a recipe action', async () => {
    const api = new HouseholdsRecipeActionsApi(config);
    const created = await api.createOneApiHouseholdsRecipeActionsPost({ actionType: 'link', title: 'Print', url: 'https://print.example' });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect((await api.getOneApiHouseholdsRecipeActionsItemIdGet(id)).data).toMatchObject({ title: 'Print' });
    const saved = await api.updateOneApiHouseholdsRecipeActionsItemIdPut(id, { ...created.data, title: 'Print it' });
    expect(saved.data.title).toBe('Print it');
    expect(
      (await api.getAllApiHouseholdsRecipeActionsGet(undefined, undefined, undefined, undefined, undefined, 1, -1)).data.items,
    ).toHaveLength(1);
    await api.deleteOneApiHouseholdsRecipeActionsItemIdDelete(id);
    await expect(api.getOneApiHouseholdsRecipeActionsItemIdGet(id)).rejects.toMatchObject(notFound);
  });

  it('triggers a post action, which reaches a receiver the test allows', async () => {
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(body);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const undo = ctx.app.deps.outbound.allowAddress(host);
    try {
      await new RecipeCRUDApi(config).createOneApiRecipesPost({ name: 'Action Omelette' });
      const api = new HouseholdsRecipeActionsApi(config);
      const action = await api.createOneApiHouseholdsRecipeActionsPost({ actionType: 'post', title: 'Send', url: `http://${host}/in` });
      const triggered = await api.triggerActionApiHouseholdsRecipeActionsItemIdTriggerRecipeSlugPost(action.data.id, 'action-omelette');
      expect(triggered.status).toBe(202);
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
      expect(JSON.parse(received[0])).toMatchObject({
        action: { id: action.data.id, action_type: 'post' },
        content: { slug: 'action-omelette' },
      });
    } finally {
      undo();
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('hides a private group from explore', async () => {
    const api = new ExploreRecipesApi(new Configuration({ basePath: config.basePath }));
    await expect(api.getAllApiExploreGroupsGroupSlugRecipesGet('home')).rejects.toMatchObject({
      response: { status: 404, data: { detail: 'group not found' } },
    });
  });
});
