import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, setupTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/validators/*', () => {
  it('says whether a username is free, ignoring case', async () => {
    const user = await createUser(ctx);
    const taken = await ctx.app.inject({ method: 'GET', url: `/api/validators/user/name?name=${user.username.toUpperCase()}` });
    expect(taken.json()).toEqual({ valid: false });
    const free = await ctx.app.inject({ method: 'GET', url: '/api/validators/user/name?name=nobody-has-this' });
    expect(free.json()).toEqual({ valid: true });
  });

  it('says whether an e-mail is free', async () => {
    const taken = await ctx.app.inject({ method: 'GET', url: `/api/validators/user/email?email=${encodeURIComponent(ADMIN_EMAIL)}` });
    expect(taken.json()).toEqual({ valid: false });
    const free = await ctx.app.inject({ method: 'GET', url: '/api/validators/user/email?email=new%40larder.test' });
    expect(free.json()).toEqual({ valid: true });
  });

  it('says whether a group name (or its slug) is free', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/validators/group?name=Home' })).json()).toEqual({ valid: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/validators/group?name=home' })).json()).toEqual({ valid: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/validators/group?name=Allotment' })).json()).toEqual({ valid: true });
  });

  it('names a missing parameter with 422 and stays out of the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/validators/user/name' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'name']);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/validators'))).toBe(false);
  });
});
