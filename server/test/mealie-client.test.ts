import type { AddressInfo } from 'node:net';
import {
  AdminManageUsersApi,
  AppAboutApi,
  Configuration,
  HouseholdsShoppingListItemsApi,
  HouseholdsShoppingListsApi,
  RecipeCRUDApi,
  UsersAuthenticationApi,
  UsersCRUDApi,
  UsersTokensApi,
} from 'mealie-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupTestApp, type TestContext } from './harness.js';

/**
 * Drives a listening server with the published Mealie client (`mealie-typescript`, generated
 * from Mealie's own OpenAPI document), as third-party apps do.
 */
let ctx: TestContext;
let basePath: string;
beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  basePath = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('mealie-typescript client', () => {
  it('reads the public about endpoints', async () => {
    const about = new AppAboutApi(new Configuration({ basePath }));
    const info = await about.getAppInfoApiAppAboutGet();
    expect(info.status).toBe(200);
    expect(info.data.version).toBeTruthy();
    const theme = await about.getAppThemeApiAppAboutThemeGet();
    expect(theme.data.lightPrimary).toBe('#E58325');
  });

  it('signs in, reads the user, refreshes, manages API tokens and signs out', async () => {
    const auth = new UsersAuthenticationApi(new Configuration({ basePath }));
    const login = await auth.getTokenApiAuthTokenPost(ADMIN_EMAIL, ADMIN_PASSWORD, true);
    expect(login.status).toBe(200);
    const accessToken: string = login.data.access_token;
    expect(login.data.token_type).toBe('bearer');

    const signedIn = new Configuration({ basePath, accessToken });
    const users = new UsersCRUDApi(signedIn);
    const self = await users.getLoggedInUserApiUsersSelfGet();
    expect(self.data).toMatchObject({ email: ADMIN_EMAIL, admin: true, group: 'Home', household: 'Family' });

    const refreshed = await new UsersAuthenticationApi(signedIn).refreshTokenApiAuthRefreshGet();
    expect(typeof refreshed.data.access_token).toBe('string');

    const tokens = new UsersTokensApi(signedIn);
    const created = await tokens.createApiTokenApiUsersApiTokensPost({ name: 'client test' });
    expect(created.status).toBe(201);
    const apiToken = created.data.token;
    const viaApiToken = await new UsersCRUDApi(new Configuration({ basePath, accessToken: apiToken })).getLoggedInUserApiUsersSelfGet();
    expect(viaApiToken.data.id).toBe(self.data.id);

    const deleted = await tokens.deleteApiTokenApiUsersApiTokensTokenIdDelete(created.data.id);
    expect(deleted.data).toEqual({ tokenDelete: 'client test' });
    await expect(
      new UsersCRUDApi(new Configuration({ basePath, accessToken: apiToken })).getLoggedInUserApiUsersSelfGet(),
    ).rejects.toMatchObject({ response: { status: 401 } });

    const out = await new UsersAuthenticationApi(signedIn).logoutApiAuthLogoutPost();
    expect(out.data).toEqual({ message: 'Logged out' });
  });

  it('reports a wrong password as 401 Unauthorized, which clients compare literally', async () => {
    const auth = new UsersAuthenticationApi(new Configuration({ basePath }));
    await expect(auth.getTokenApiAuthTokenPost(ADMIN_EMAIL, 'wrong-password')).rejects.toMatchObject({
      response: { status: 401, data: { detail: 'Unauthorized' } },
    });
  });

  it('lists users through the admin API with the pagination envelope', async () => {
    const auth = new UsersAuthenticationApi(new Configuration({ basePath }));
    const login = await auth.getTokenApiAuthTokenPost(ADMIN_EMAIL, ADMIN_PASSWORD);
    const admin = new AdminManageUsersApi(new Configuration({ basePath, accessToken: login.data.access_token }));
    const page = await admin.getAllApiAdminUsersGet(undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(page.data).toMatchObject({ page: 1, total: 1, total_pages: 1, items: [expect.objectContaining({ email: ADMIN_EMAIL })] });
  });

  it('drives the shopping steps of a client session: list, items, check, recipe, read, delete', async () => {
    const login = await new UsersAuthenticationApi(new Configuration({ basePath })).getTokenApiAuthTokenPost(ADMIN_EMAIL, ADMIN_PASSWORD);
    const config = new Configuration({ basePath, accessToken: login.data.access_token });
    const lists = new HouseholdsShoppingListsApi(config);
    const items = new HouseholdsShoppingListItemsApi(config);
    const recipes = new RecipeCRUDApi(config);

    const created = await lists.createOneApiHouseholdsShoppingListsPost({ name: 'Saturday market' });
    expect(created.status).toBe(201);
    const listId = created.data.id;
    const all = await lists.getAllApiHouseholdsShoppingListsGet(undefined, undefined, undefined, undefined, undefined, 1, -1);
    expect(all.data.items.map((l) => l.name)).toContain('Saturday market');

    const one = await items.createOneApiHouseholdsShoppingItemsPost({ shoppingListId: listId, note: 'apples', quantity: 6 });
    expect(one.status).toBe(201);
    const apples = one.data.createdItems![0];
    expect(apples).toMatchObject({ note: 'apples', display: '6 apples', checked: false });
    const bulk = await items.createManyApiHouseholdsShoppingItemsCreateBulkPost([
      { shoppingListId: listId, note: 'bread', position: 1 },
      { shoppingListId: listId, note: 'cheese', position: 2 },
    ]);
    expect(bulk.data.createdItems!.map((i) => i.note)).toEqual(['bread', 'cheese']);

    const checked = await items.updateOneApiHouseholdsShoppingItemsItemIdPut(apples.id, {
      shoppingListId: listId,
      note: apples.note,
      quantity: apples.quantity,
      position: apples.position,
      checked: true,
    });
    expect(checked.data.updatedItems![0]).toMatchObject({ id: apples.id, checked: true, quantity: 6 });

    const slug = (await recipes.createOneApiRecipesPost({ name: 'Market soup' })).data as unknown as string;
    const recipe = (await recipes.getOneApiRecipesSlugGet(slug)).data;
    const withRecipe = await lists.addSingleRecipeIngredientsToListApiHouseholdsShoppingListsItemIdRecipeRecipeIdPost(listId, recipe.id!);
    expect(withRecipe.data.recipeReferences!.map((r) => r.recipeId)).toEqual([recipe.id]);
    const twice = await lists.addSingleRecipeIngredientsToListApiHouseholdsShoppingListsItemIdRecipeRecipeIdPost(
      listId,
      recipe.id!,
      undefined,
      {
        recipeIncrementQuantity: 1,
      },
    );
    expect(twice.data.recipeReferences![0].recipeQuantity).toBe(2);

    const read = await lists.getOneApiHouseholdsShoppingListsItemIdGet(listId);
    expect(read.data.listItems!.map((i) => i.display)).toEqual(expect.arrayContaining(['6 apples', 'bread', 'cheese', '2 1 Cup Flour']));
    const page = await items.getAllApiHouseholdsShoppingItemsGet(
      'position',
      undefined,
      'asc',
      `shoppingListId=${listId}`,
      undefined,
      1,
      -1,
    );
    expect(page.data.total).toBe(4);

    const removed = await lists.removeRecipeIngredientsFromListApiHouseholdsShoppingListsItemIdRecipeRecipeIdDeletePost(
      listId,
      recipe.id!,
      undefined,
      {
        recipeDecrementQuantity: 2,
      },
    );
    expect(removed.data.recipeReferences).toEqual([]);
    expect(removed.data.listItems!.map((i) => i.note)).toEqual(['apples', 'bread', 'cheese']);

    const gone = await items.deleteManyApiHouseholdsShoppingItemsDelete(bulk.data.createdItems!.map((i) => i.id));
    expect(gone.data).toEqual({ message: '', error: false });
    await items.deleteOneApiHouseholdsShoppingItemsItemIdDelete(apples.id);
    const deleted = await lists.deleteOneApiHouseholdsShoppingListsItemIdDelete(listId);
    expect(deleted.data.id).toBe(listId);
    await expect(lists.getOneApiHouseholdsShoppingListsItemIdGet(listId)).rejects.toMatchObject({ response: { status: 404 } });
  });
});
