import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { errorDto, expectAdminOnly } from '../../../test/responses.js';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp.js';

describe('without SMTP settings', () => {
  let ctx: TestContext;
  let adminToken: string;
  let member: TestUser;
  beforeAll(async () => {
    ctx = await setupTestApp();
    adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    member = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it('GET and POST /api/admin/email need an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: '/api/admin/email' });
    await expectAdminOnly(ctx.app, member.token, { method: 'POST', url: '/api/admin/email', payload: { email: 'a@larder.test' } });
  });

  it('says mail is not ready and sends nothing', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/admin/email', headers: bearer(adminToken) });
    expect(ready.json()).toEqual({ ready: false });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email',
      headers: bearer(adminToken),
      payload: { email: 'a@larder.test' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: false, error: null });
  });

  it('names a missing address with 422', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/email', headers: bearer(adminToken), payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'email'));
  });
});

describe('with a loopback SMTP peer', () => {
  let ctx: TestContext;
  let adminToken: string;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: (address) => address.startsWith('refused') });
    ctx = await setupTestApp(smtp.env());
    adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('says mail is ready, and the configuration check agrees', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/email', headers: bearer(adminToken) })).json()).toEqual({ ready: true });
    const check = await ctx.app.inject({ method: 'GET', url: '/api/admin/about/check', headers: bearer(adminToken) });
    expect(check.json()).toMatchObject({ emailReady: true, baseUrlSet: true });
  });

  it('delivers a test message to the address given', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email',
      headers: bearer(adminToken),
      payload: { email: 'cook@larder.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, error: null });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.text;
    expect(mail).toContain('To: cook@larder.test');
    expect(mail).toContain('Subject: Larder test e-mail');
    expect(mail).toContain('https://larder.example');
  });

  it('answers a refused delivery with success false and the SMTP error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email',
      headers: bearer(adminToken),
      payload: { email: 'refused@larder.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error: expect.stringContaining('Mailbox unavailable') });
    expect(smtp.received).toHaveLength(1);
  });
});
