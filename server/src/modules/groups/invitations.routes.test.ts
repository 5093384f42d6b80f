import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { startSmtpPeer } from '../../../test/smtp.js';

let ctx: TestContext;
let inviter: TestUser;
let member: TestUser;
let neighbour: TestUser;
let outsider: TestUser;

const send = (app: TestContext, user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload });

let counter = 0;
const registration = (groupToken: string) => {
  const name = `invitee${++counter}`;
  return {
    email: `${name}@larder.test`,
    username: name,
    fullName: `Invitee ${counter}`,
    password: 'invitee-password',
    passwordConfirm: 'invitee-password',
    groupToken,
  };
};

beforeAll(async () => {
  ctx = await setupTestApp();
  inviter = await createUser(ctx, { flags: { canInvite: true } });
  member = await createUser(ctx, { beside: inviter });
  neighbour = await memberOfOtherHousehold(ctx, inviter, { flags: { canInvite: true } });
  outsider = await createUser(ctx, { flags: { canInvite: true } });
});
afterAll(() => ctx.close());

describe('signed out', () => {
  it.each([
    ['GET', '/api/households/invitations'],
    ['POST', '/api/households/invitations'],
    ['POST', '/api/households/invitations/email'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await send(ctx, null, method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });
});

describe('POST /api/households/invitations', () => {
  it('refuses a member without canInvite with 403 and writes nothing', async () => {
    await expectUnchanged(ctx, ['invite_tokens'], async () => {
      const res = await send(ctx, member, 'POST', '/api/households/invitations', { uses: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorDto.errorResponse('Permission Denied'));
    });
  });

  it('answers 422 naming uses when it is missing or below 1', async () => {
    await expectUnchanged(ctx, ['invite_tokens'], async () => {
      for (const payload of [{}, { uses: 0 }, { uses: 'many' }]) {
        const res = await send(ctx, inviter, 'POST', '/api/households/invitations', payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(errorDto.invalidField('body', 'uses'));
      }
    });
  });

  it("creates a 32-character url-safe token for the caller's household", async () => {
    const res = await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      usesLeft: 3,
      groupId: inviter.groupId,
      householdId: inviter.householdId,
    });
  });
});

describe('GET /api/households/invitations', () => {
  it("lists the tokens of the caller's household to any of its members, and none of other households", async () => {
    const mine = (await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 1 })).json();
    const theirs = (await send(ctx, neighbour, 'POST', '/api/households/invitations', { uses: 1 })).json();
    const foreign = (await send(ctx, outsider, 'POST', '/api/households/invitations', { uses: 1 })).json();

    const res = await send(ctx, member, 'GET', '/api/households/invitations');
    expect(res.statusCode).toBe(200);
    const tokens = res.json().map((t: { token: string }) => t.token);
    expect(tokens).toContain(mine.token);
    expect(tokens).not.toContain(theirs.token);
    expect(tokens).not.toContain(foreign.token);
    expect(res.json()).toContainEqual(mine);

    const neighbours = (await send(ctx, neighbour, 'GET', '/api/households/invitations')).json();
    expect(neighbours).toEqual([theirs]);
  });
});

describe('POST /api/users/register with an invitation token', () => {
  it('joins the household with no flags, spends the token, then refuses it once used up', async () => {
    const { token } = (await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 2 })).json();
    for (const expectedLeft of [1, 0]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration(token) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        groupId: inviter.groupId,
        householdId: inviter.householdId,
        admin: false,
        canInvite: false,
        canManage: false,
        canManageHousehold: false,
        canOrganize: false,
      });
      const listed = (await send(ctx, inviter, 'GET', '/api/households/invitations')).json();
      const row = listed.find((t: { token: string }) => t.token === token);
      expect(row?.usesLeft ?? 0).toBe(expectedLeft);
    }
    await expectUnchanged(ctx, ['users', 'invite_tokens', 'groups'], async () => {
      const exhausted = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration(token) });
      expect(exhausted.statusCode).toBe(400);
      expect(exhausted.json()).toEqual(errorDto.errorResponse('Invalid invitation token'));
    });
  });

  it('refuses a token older than four days, no longer lists it, and the daily run deletes it', async () => {
    const { token } = (await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 3 })).json();
    const fiveDaysAgo = new Date(Date.now() - 5 * 86400_000).toISOString();
    await ctx.database.db.updateTable('invite_tokens').set({ created_at: fiveDaysAgo }).where('token', '=', token).execute();

    await expectUnchanged(ctx, ['users', 'invite_tokens', 'groups'], async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Invalid invitation token'));
    });
    const listed = (await send(ctx, inviter, 'GET', '/api/households/invitations')).json();
    expect(listed.map((t: { token: string }) => t.token)).not.toContain(token);

    const fresh = (await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 1 })).json();
    expect(await ctx.app.services.invitations.pruneExpired()).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db.selectFrom('invite_tokens').select('token').execute();
    expect(left.map((row) => row.token)).toContain(fresh.token);
    expect(left.map((row) => row.token)).not.toContain(token);
  });

  it('refuses an unknown token with a clear 400', async () => {
    await expectUnchanged(ctx, ['users', 'invite_tokens', 'groups'], async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration('no-such-invitation-token') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Invalid invitation token'));
    });
  });
});

describe('POST /api/households/invitations/email', () => {
  it("answers 404 for a token that is not one of the caller's household", async () => {
    const theirs = (await send(ctx, neighbour, 'POST', '/api/households/invitations', { uses: 1 })).json();
    for (const token of [theirs.token, 'no-such-token']) {
      const res = await send(ctx, inviter, 'POST', '/api/households/invitations/email', { email: 'friend@larder.test', token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorDto.errorResponse('Invitation not found'));
    }
  });

  it('answers 422 naming a malformed e-mail address', async () => {
    const res = await send(ctx, inviter, 'POST', '/api/households/invitations/email', { email: 'not-an-address', token: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'email'));
  });

  it('reports failure in the body when no SMTP server is configured', async () => {
    const { token } = (await send(ctx, inviter, 'POST', '/api/households/invitations', { uses: 1 })).json();
    const res = await send(ctx, member, 'POST', '/api/households/invitations/email', { email: 'friend@larder.test', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error: expect.stringContaining('SMTP') });
  });

  it('mails the registration link through SMTP, and the link registers into the household', async () => {
    const smtp = await startSmtpPeer();
    const { received } = smtp;
    const mailCtx = await setupTestApp(smtp.env());
    try {
      const host = await createUser(mailCtx, { flags: { canInvite: true } });
      const housemate = await createUser(mailCtx, { beside: host });
      const { token } = (await send(mailCtx, host, 'POST', '/api/households/invitations', { uses: 1 })).json();

      // Any member of the household may mail one of its invitations (Mealie checks no flag here).
      const res = await send(mailCtx, housemate, 'POST', '/api/households/invitations/email', { email: 'friend@larder.test', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, error: null });
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['friend@larder.test']);
      const mail = received[0]!.text;
      expect(mail).toContain(`https://larder.example/register?token=${token}`);

      const registered = await mailCtx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration(token) });
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toMatchObject({ groupId: host.groupId, householdId: host.householdId });
      await expect(signIn(mailCtx.app, registered.json().username, 'invitee-password')).resolves.toBeTruthy();
    } finally {
      await mailCtx.close();
      await smtp.close();
    }
  });
});
