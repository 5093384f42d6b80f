import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { expectUnchanged } from '../../../test/responses.js';
import { startSmtpPeer } from '../../../test/smtp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

const userRow = (id: string) => ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/users/self', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self' });
    expect(res.statusCode).toBe(401);
  });

  it("returns the caller in Mealie's UserOut shape", async () => {
    const user = await createUser(ctx, { flags: { canOrganize: true } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      fullName: expect.any(String),
      email: user.email,
      authMethod: 'Mealie',
      admin: false,
      group: expect.stringMatching(/^Group /),
      household: 'Family',
      advanced: false,
      canInvite: false,
      canManage: false,
      canManageHousehold: false,
      canOrganize: true,
      groupId: user.groupId,
      groupSlug: expect.stringMatching(/^group-/),
      householdId: user.householdId,
      householdSlug: 'family',
      tokens: [],
      cacheKey: expect.any(String),
    });
    expect(res.json()).not.toHaveProperty('password');
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets a user change their own name, e-mail and advanced flag', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { username: `${user.username}x`, full_name: 'New Name', email: `NEW-${user.email}`, advanced: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User updated', error: false });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ full_name: 'New Name', email: `new-${user.email}`, username: `${user.username}x` });
    expect(Boolean(row.advanced)).toBe(true);
  });

  it('refuses a user raising their own permissions or becoming admin, and changes nothing', async () => {
    const user = await createUser(ctx);
    const before = await userRow(user.id);
    for (const change of [{ admin: true }, { canManage: true }, { canInvite: true }, { canOrganize: true }, { canManageHousehold: true }]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(user.token),
        payload: { email: user.email, fullName: 'Changed', ...change },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail.message).toBeTruthy();
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it('refuses a user moving themselves to another group or household (CVE-2024-55072/-55073)', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const self = (await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(other.token) })).json();
    const before = await userRow(user.id);
    const toGroup = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: user.email, group: self.group },
    });
    expect(toGroup.statusCode).toBe(403);
    const toHousehold = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: user.email, household: 'Somewhere Else' },
    });
    expect(toHousehold.statusCode).toBe(403);
    expect(await userRow(user.id)).toEqual(before);
  });

  it("refuses editing another user's profile", async () => {
    const user = await createUser(ctx);
    const victim = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${victim.id}`,
      headers: bearer(user.token),
      payload: { email: 'stolen@larder.test' },
    });
    expect(res.statusCode).toBe(403);
    expect((await userRow(victim.id)).email).toBe(victim.email);
  });

  it('names an invalid e-mail with 422 and an e-mail in use with 409', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: expect.any(String) });
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: other.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('answers 422 for an id that is not a UUID', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/users/123', headers: bearer(user.token), payload: { email: user.email } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('PUT /api/users/password', () => {
  it('changes the password when the current one is right', async () => {
    const user = await createUser(ctx);
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: 'wrong-one', newPassword: 'brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail.message).toBe('Invalid current password');
    const short = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].loc).toEqual(['body', 'newPassword']);
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { current_password: user.password, new_password: 'brand-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password updated', error: false });
    await expect(signIn(ctx.app, user.username, 'brand-new-password')).resolves.toBeTruthy();
    await expect(signIn(ctx.app, user.username, user.password)).rejects.toThrow();
  });
});

describe('POST /api/users/register', () => {
  const registration = (suffix: string, extra: Record<string, unknown> = {}) => ({
    email: `reg-${suffix}@larder.test`,
    username: `Reg${suffix}`,
    fullName: `Registered ${suffix}`,
    password: 'register-password',
    passwordConfirm: 'register-password',
    group: `Club ${suffix}`,
    ...extra,
  });

  it('is refused when sign-up is disabled and no invitation is given', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration('off') });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail.message).toBe('User Registration is Disabled');
  });

  it('creates a new group with the user as its manager when sign-up is open', async () => {
    const open = await setupTestApp({ ALLOW_SIGNUP: 'true' });
    try {
      const res = await open.app.inject({ method: 'POST', url: '/api/users/register', payload: registration('a', { private: true }) });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        username: 'rega',
        group: 'Club a',
        household: 'Family',
        canManage: true,
        canInvite: true,
        admin: false,
      });
      const again = await open.app.inject({ method: 'POST', url: '/api/users/register', payload: registration('a', { group: 'Other' }) });
      expect(again.statusCode).toBe(409);
      const mismatch = await open.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: registration('b', { passwordConfirm: 'something-else' }),
      });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json().detail[0].loc).toEqual(['body', 'passwordConfirm']);
      const groups = await open.database.db.selectFrom('groups').select('name').execute();
      expect(groups.map((g) => g.name).sort()).toEqual(['Club a', 'Home']);
    } finally {
      await open.close();
    }
  });

  it('joins the group and household of an invitation token and uses it up', async () => {
    const host = await createUser(ctx);
    await ctx.database.db
      .insertInto('invite_tokens')
      .values({
        token: 'invite-token-123',
        uses_left: 1,
        group_id: host.groupId,
        household_id: host.householdId,
        created_at: new Date().toISOString(),
        update_at: new Date().toISOString(),
      })
      .execute();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registration('inv', { group: undefined, groupToken: 'invite-token-123' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ groupId: host.groupId, householdId: host.householdId, canManage: false });
    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: registration('inv2', { group: undefined, groupToken: 'invite-token-123' }),
    });
    expect(reuse.statusCode).toBe(400);
  });

  it("seeds the new group's foods, units and labels for the locale only when seedData is set", async () => {
    const open = await setupTestApp({ ALLOW_SIGNUP: 'true' });
    try {
      const totalFor = async (token: string, url: string) => {
        const res = await open.app.inject({ method: 'GET', url: `${url}?perPage=-1`, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        return res.json().total as number;
      };
      const seeded = await open.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: registration('seed', { seedData: true, locale: 'en-US' }),
      });
      expect(seeded.statusCode).toBe(201);
      const seededToken = await signIn(open.app, 'regseed', 'register-password');
      const foods = await open.app.inject({ method: 'GET', url: '/api/foods?perPage=-1', headers: bearer(seededToken) });
      expect(foods.json().items).toHaveLength(214);
      expect(await totalFor(seededToken, '/api/units')).toBe(23);
      expect(await totalFor(seededToken, '/api/groups/labels')).toBe(21);

      const plain = await open.app.inject({ method: 'POST', url: '/api/users/register', payload: registration('plain') });
      expect(plain.statusCode).toBe(201);
      const plainToken = await signIn(open.app, 'regplain', 'register-password');
      expect(await totalFor(plainToken, '/api/foods')).toBe(0);
      expect(await totalFor(plainToken, '/api/units')).toBe(0);
      expect(await totalFor(plainToken, '/api/groups/labels')).toBe(0);
    } finally {
      await open.close();
    }
  });
});

describe('POST /api/users/forgot-password and /reset-password', () => {
  it('mails a reset link through SMTP that sets a new password once', async () => {
    const smtp = await startSmtpPeer();
    const { received } = smtp;
    const mailCtx = await setupTestApp(smtp.env());
    try {
      const user = await createUser(mailCtx);
      const unknown = await mailCtx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'nobody@larder.test' },
      });
      expect(unknown.statusCode).toBe(200);
      expect(received).toHaveLength(0);

      const res = await mailCtx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const mail = received[0]!.text;
      expect(mail).toContain(`To: ${user.email}`);
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect(token).toBeTruthy();
      expect(mail).toContain('https://larder.example/reset-password?token=');

      const reset = await mailCtx.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, email: user.email, password: 'after-reset-pw', passwordConfirm: 'after-reset-pw' },
      });
      expect(reset.statusCode).toBe(200);
      await expect(signIn(mailCtx.app, user.username, 'after-reset-pw')).resolves.toBeTruthy();
      const twice = await mailCtx.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, email: user.email, password: 'again-reset-pw', passwordConfirm: 'again-reset-pw' },
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().detail.message).toBe('Invalid token');
    } finally {
      await mailCtx.close();
      await smtp.close();
    }
  });
});

describe('POST /api/users/forgot-password without a mail server', () => {
  it('says e-mail is not set up, the same for every address, and makes no token', async () => {
    const user = await createUser(ctx);
    const answers: Awaited<ReturnType<typeof ctx.app.inject>>[] = [];
    await expectUnchanged(ctx, ['password_reset_tokens'], async () => {
      for (const email of [user.email, 'nobody@larder.test', ADMIN_EMAIL]) {
        answers.push(await ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } }));
      }
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: {
          message: 'E-mail is not set up on this server, so no reset link can be sent. Ask an administrator to reset your password.',
          error: true,
          exception: 'EMAIL_NOT_CONFIGURED',
        },
      });
    }
    // A body without an address is still a 422.
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: {} });
    expect(bad.statusCode).toBe(422);
  });
});

describe('admin sign-in after first start', () => {
  it('has an administrator with every flag', async () => {
    const token = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(token) });
    expect(res.json()).toMatchObject({
      admin: true,
      canManage: true,
      canInvite: true,
      canOrganize: true,
      canManageHousehold: true,
      group: 'Home',
      household: 'Family',
    });
  });
});

describe('/api/users (administrator duplicates of /api/admin/users)', () => {
  it('lists, reads and deletes users for an administrator only', async () => {
    const user = await createUser(ctx);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/users', headers: bearer(user.token) });
    expect(forbidden.statusCode).toBe(403);
    const adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/users?perPage=-1', headers: bearer(adminToken) });
    expect(list.json().items.map((u: { id: string }) => u.id)).toContain(user.id);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(adminToken) });
    expect(one.json().email).toBe(user.email);
    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(adminToken) });
    expect(gone.statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
  });
});
