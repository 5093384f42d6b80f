import type { AddressInfo } from 'node:net';
import { AdminManageUsersApi, AppAboutApi, Configuration, UsersAuthenticationApi, UsersCRUDApi, UsersTokensApi } from 'mealie-typescript';
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
});
