import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp.js';

/**
 * Password reset through a real SMTP peer on loopback: the mailed token sets a new password once,
 * and a token older than its two-day life is refused (issue 12, "Mail tests").
 */

let smtp: SmtpPeer;

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await setupTestApp(smtp.env());
  user = await createUser(ctx);
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

/** Asks for a reset mail and returns the token of the link it carries. */
async function mailedToken(email: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!.text;
  expect(mail).toContain(`To: ${email}`);
  const token = /https:\/\/larder\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

const reset = (token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    payload: { token, email: user.email, password, passwordConfirm: password },
  });

describe('POST /api/users/reset-password with a mailed token', () => {
  it('works once: the second use is a 400 and leaves the new password in place', async () => {
    const token = await mailedToken(user.email);
    expect((await reset(token, 'first-reset-pw')).statusCode).toBe(200);
    await expect(signIn(ctx.app, user.username, 'first-reset-pw')).resolves.toBeTruthy();

    const again = await reset(token, 'second-reset-pw');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.message).toBe('Invalid token');
    await expect(signIn(ctx.app, user.username, 'first-reset-pw')).resolves.toBeTruthy();
    await expect(signIn(ctx.app, user.username, 'second-reset-pw')).rejects.toThrow(/401/);
    user.password = 'first-reset-pw';
  });

  it('refuses a token past its two days and keeps the old password', async () => {
    const token = await mailedToken(user.email);
    const longAgo = new Date(Date.now() - 2 * 86400_000 - 60_000).toISOString();
    await ctx.database.db.updateTable('password_reset_tokens').set({ created_at: longAgo }).where('token', '=', token).execute();

    const res = await reset(token, 'too-late-reset-pw');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.message).toBe('Invalid token');
    await expect(signIn(ctx.app, user.username, user.password)).resolves.toBeTruthy();
    await expect(signIn(ctx.app, user.username, 'too-late-reset-pw')).rejects.toThrow(/401/);
  });

  it('accepts a token still inside its two days', async () => {
    const token = await mailedToken(user.email);
    const yesterday = new Date(Date.now() - 86400_000).toISOString();
    await ctx.database.db.updateTable('password_reset_tokens').set({ created_at: yesterday }).where('token', '=', token).execute();

    expect((await reset(token, 'in-time-reset-pw')).statusCode).toBe(200);
    await expect(signIn(ctx.app, user.username, 'in-time-reset-pw')).resolves.toBeTruthy();
  });
});
