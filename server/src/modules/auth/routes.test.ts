import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ SECURITY_MAX_LOGIN_ATTEMPTS: '3', TOKEN_TIME: '2' });
});
afterAll(() => ctx.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST /api/auth/token', () => {
  it('signs in with a form body and the e-mail, in any case', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({ username: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    const claims = decodeJwt(body.access_token);
    expect(claims.iss).toBe('mealie');
    expect(typeof claims.sub).toBe('string');
    expect((claims.exp as number) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(2 * 3600);
    const cookie = res.cookies.find((c) => c.name === 'mealie.access_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).toBe(body.access_token);
  });

  it('signs in with a JSON body and the username', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('gives a 14-day token with remember_me', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD, remember_me: 'true' }),
    });
    const exp = decodeJwt(res.json().access_token).exp as number;
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(13 * 86400);
  });

  it('answers 401 Unauthorized for an unknown user and for a wrong password alike', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({ username: 'nobody', password: 'whatever-1' }),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Unauthorized' });
    const user = await createUser(ctx);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      ...form({ username: user.username, password: 'nope-nope' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Unauthorized' });
  });

  it('names the missing field with 422', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/token', ...form({ username: 'admin' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'password']);
  });

  it('locks the account after the maximum failed attempts, even for the right password', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { username: user.username, password: 'bad-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: user.password },
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ detail: 'User is locked out' });

    // Once the lockout time has passed, the right password works again and resets the count.
    const longAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await ctx.database.db.updateTable('users').set({ locked_at: longAgo }).where('id', '=', user.id).execute();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['login_attemps', 'locked_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.login_attemps).toBe(0);
    expect(row.locked_at).toBeNull();
  });

  it('lets an administrator unlock locked users', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: user.username, password: 'bad-password' } });
    }
    const adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const notForced = await ctx.app.inject({ method: 'POST', url: '/api/admin/users/unlock', headers: bearer(adminToken) });
    expect(notForced.json()).toEqual({ unlocked: 0 });
    const forced = await ctx.app.inject({ method: 'POST', url: '/api/admin/users/unlock?force=true', headers: bearer(adminToken) });
    expect(forced.json().unlocked).toBeGreaterThanOrEqual(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('verifies a bcrypt hash restored from Mealie and upgrades it to Argon2id', async () => {
    const user = await createUser(ctx);
    const mealieHash = await bcrypt.hash('from-mealie-backup', 10);
    await ctx.database.db.updateTable('users').set({ password: mealieHash }).where('id', '=', user.id).execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: 'from-mealie-backup' },
    });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('users').select('password').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password.startsWith('$argon2id$')).toBe(true);
  });
});

describe('POST /api/auth/token throttling', () => {
  it('answers 429 once an address has made too many attempts in a minute', async () => {
    const throttled = await setupTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await throttled.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: { username: 'x', password: 'y-y-y-y-y' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[3]).toBe(429);
      const last = await throttled.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { username: 'x', password: 'y-y-y-y-y' },
      });
      expect(last.json().detail).toMatch(/rate limit/i);
    } finally {
      await throttled.close();
    }
  });
});

describe('GET /api/auth/refresh', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('issues a new token without an issuer that works', async () => {
    const token = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token;
    expect(fresh).not.toBe(token);
    expect(decodeJwt(fresh).iss).toBeUndefined();
    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(fresh) });
    expect(self.json().email).toBe(ADMIN_EMAIL);
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the cookie', async () => {
    const token = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.json()).toEqual({ message: 'Logged out' });
    const cookie = res.cookies.find((c) => c.name === 'mealie.access_token');
    expect(cookie?.value).toBe('');
  });
});

describe('authentication of requests', () => {
  it('refuses a forged or malformed token with 401', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Could not validate credentials' });
    }
  });

  it('accepts the sign-in cookie when no header is sent', async () => {
    const token = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', cookies: { 'mealie.access_token': token } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await createUser(ctx);
    const adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}`, headers: bearer(adminToken) });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(user.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('/api/users/api-tokens', () => {
  it('creates a long-lived token that authenticates until it is deleted', async () => {
    const user = await createUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens',
      headers: bearer(user.token),
      payload: { name: 'Home Assistant', integration_id: 'home-assistant' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Home Assistant', id: expect.any(Number), token: expect.any(String) });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ long_token: true, id: user.id, name: 'Home Assistant', integration_id: 'home-assistant' });
    expect((claims.exp as number) - Date.now() / 1000).toBeGreaterThan(1800 * 86400);

    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(body.token) });
    expect(self.statusCode).toBe(200);
    expect(self.json().tokens).toEqual([{ id: body.id, name: 'Home Assistant', createdAt: expect.any(String) }]);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/users/api-tokens/${body.id}`, headers: bearer(user.token) });
    expect(deleted.json()).toEqual({ tokenDelete: 'Home Assistant' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(body.token) });
    expect(after.statusCode).toBe(401);
  });

  it("answers 404 for another user's token and leaves it working", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens',
      headers: bearer(owner.token),
      payload: { name: 'mine' },
    });
    const { id, token } = created.json();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/users/api-tokens/${id}`, headers: bearer(other.token) });
    expect(res.statusCode).toBe(404);
    const still = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(token) });
    expect(still.statusCode).toBe(200);
  });

  it('refuses an empty name with 422 naming the field', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens',
      headers: bearer(user.token),
      payload: { name: '  ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'name']);
  });
});
